#!/usr/bin/env bash
# Prints a TCP port free on 127.0.0.1 (the kernel picks it). For the service scripts beside this one.
set -euo pipefail
python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()' 2>/dev/null ||
  node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
