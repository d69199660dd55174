#!/usr/bin/env bash
# Real-world static sites for tests and benchmarks, taken from packages on the npm registry (`npm pack`).
# Usage: scripts/corpora.sh [NAME...]      (default: all three)
# Each corpus lands in ${SITEPUB_CORPORA:-$HOME/.cache/sitepub/corpora}/<name>/site/ (a ready-to-deploy folder),
# marked done by <name>/.done, and is fetched once.
#   swagger-ui  swagger-ui-dist@5.35.0   a small real site: index.html + JS/CSS bundles   (~32 files, ~12 MB)
#   mdi-icons   @mdi/svg@7.4.47          many small files, close to the 10,100-file limit (~7,450 files, ~5 MB)
#   monaco      monaco-editor@0.57.0     a large site of JS/CSS/fonts                      (~1,900 files, ~100 MB)
set -euo pipefail
dest=${SITEPUB_CORPORA:-$HOME/.cache/sitepub/corpora}
mkdir -p "$dest"
dest=$(cd "$dest" && pwd)

spec_of() {
  case $1 in
    swagger-ui) echo swagger-ui-dist@5.35.0 ;;
    mdi-icons) echo @mdi/svg@7.4.47 ;;
    monaco) echo monaco-editor@0.57.0 ;;
    *)
      echo "corpora.sh: unknown corpus '$1'; the corpora are swagger-ui, mdi-icons and monaco" >&2
      exit 2
      ;;
  esac
}

fetch() { # name
  local name=$1 spec dir="$dest/$1" tgz
  spec=$(spec_of "$name")
  [[ -f $dir/.done ]] && return 0
  rm -rf "$dir" && mkdir -p "$dir/site"
  tgz=$(cd "$dir" && npm pack "$spec" --prefer-offline --silent | tail -n 1)
  tar -xzf "$dir/$tgz" -C "$dir/site" --strip-components=1
  rm -f "$dir/$tgz"
  touch "$dir/.done"
  echo "$name: $(find "$dir/site" -type f | wc -l) files, $(du -sh "$dir/site" | cut -f1)"
}

names=("$@")
[[ ${#names[@]} -gt 0 ]] || names=(swagger-ui mdi-icons monaco)
for name in "${names[@]}"; do spec_of "$name" >/dev/null; done
for name in "${names[@]}"; do fetch "$name"; done
