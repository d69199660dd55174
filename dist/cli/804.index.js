export const id = 804;
export const ids = [804];
export const modules = {

/***/ 70298:
/***/ ((module) => {

// A simple implementation of make-array
function makeArray (subject) {
  return Array.isArray(subject)
    ? subject
    : [subject]
}

const UNDEFINED = undefined
const EMPTY = ''
const SPACE = ' '
const ESCAPE = '\\'

// The characters that carry a meaning of their own inside a regular
//   expression, so a literal one has to be escaped before it is emitted.
const REGEX_LITERAL_SPECIAL = /[.*+?()[\]{}^$|\\/]/
const BOM = '\uFEFF'
// A run of two or more asterisks is a globstar (#175)
const REGEX_ANCHORED_GLOBSTAR = /^\/\*{2,}$/
const REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/
const REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/
const REGEX_SPLITALL_CRLF = /\r?\n/g

// Invalid:
// - /foo,
// - ./foo,
// - ../foo,
// - .
// - ..
// Valid:
// - .foo
const DOUBLE_SLASH = '//'
const SLASH_CODE = 47
const DOT_CODE = 46


const SLASH = '/'

// Do not use ternary expression here, since "istanbul ignore next" is buggy
let TMP_KEY_IGNORE = 'node-ignore'
/* istanbul ignore else */
if (typeof Symbol !== 'undefined') {
  TMP_KEY_IGNORE = Symbol.for('node-ignore')
}
const KEY_IGNORE = TMP_KEY_IGNORE

const define = (object, key, value) => {
  Object.defineProperty(object, key, {value})
  return value
}

const RETURN_FALSE = () => false

// > The range notation, e.g. [a-zA-Z],
// > can be used to match one of the characters in a range.
//
// gitignore(5) defers to fnmatch(3) for this, and git implements it in
//   `wildmatch.c`.  A bracket expression has a sub-grammar of its own, which
//   is neither the surrounding pattern grammar nor the JavaScript one:
//
//   - a `]` right after `[` or `[!` is a literal member, not the terminator
//   - `[:alpha:]` names one of twelve POSIX classes
//   - `\` escapes the next member, `]` included
//   - `*`, `?` and `.` are plain literal members
//   - an unterminated expression makes the whole pattern match nothing
//
// which means the expression can not be located -- let alone translated -- by
//   a regular expression.  It is scanned out of the pattern before the
//   replacers below run, and put back once they are done, so that neither the
//   metacharacter escaper nor the `?` / `*` replacers ever see its body.

// git classifies with its own ASCII-only ctype macros (`wildmatch.c`), never
//   with the C library ones, so these must not be mapped onto `\d` / `\w` /
//   `\s`, which are wider.  `/` is left out of every expansion, because a
//   bracket expression never matches a path separator.
const POSIX_CLASSES = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  blank: ' \\t',
  cntrl: '\\x00-\\x1f\\x7f',
  digit: '0-9',
  graph: '!-.0-~',
  lower: 'a-z',
  print: ' -.0-~',
  punct: '!-.:-@\\[-`{-~',
  // git's `sane-ctype.h` classifies \v and \f as control, not space,
  //   unlike C's `isspace`
  space: ' \\t\\n\\r',
  upper: 'A-Z',
  xdigit: '0-9A-Fa-f'
}

const CLASS_MEMBERS_TO_ESCAPE = '\\]^-['

const escapeMember = char => CLASS_MEMBERS_TO_ESCAPE.indexOf(char) < 0
  ? char
  : ESCAPE + char

// > if (matched == negated || ((flags & WM_PATHNAME) && text_ch == '/'))
// >   return WM_ABORT_TO_STARSTAR;                     (git, `wildmatch.c`)
// A bracket expression never matches a path separator, whatever its members
//   say, so a negated class gets `/` as one more excluded character, while a
//   plain one -- where a literal member or a range could still let `/` in --
//   is guarded with a lookahead, `/` being impossible to subtract from a
//   JavaScript character class.
const NON_SLASH = '(?!\\/)'

const classSource = (negated, body) => {
  if (negated) {
    return `[^\\/${body}]`
  }

  const source = `[${body}]`

  return new RegExp(source).test('/')
    ? NON_SLASH + source
    : source
}

// Scan the bracket expression that starts at `pattern[start] === '['`,
//   mirroring the member loop of git's `wildmatch.c`.
// @returns {{end: number, source: string} | null} `null` if the expression is
//   never terminated, which makes the whole pattern match nothing.
const scanBracket = (pattern, start) => {
  const {length} = pattern
  let index = start + 1
  let negated = EMPTY

  const lead = pattern[index]
  if (lead === '!' || lead === '^') {
    negated = '^'
    index ++
  }

  let body = EMPTY

  // The member a `-` could start a range from, or EMPTY when the previous
  //   member can not open one (start of the body, or a range / POSIX class
  //   that has just closed)
  let prev = EMPTY

  // git scans the members with a do-while, so the first one is consumed
  //   unconditionally.  That is the whole reason a leading `]` is a member
  //   and not the terminator.
  for (;;) {
    const char = pattern[index]

    if (char === UNDEFINED) {
      return null
    }

    if (char === ESCAPE) {
      // A pattern can not end on a lone backslash -- `createRule` has
      //   already thrown it away -- so there is a character to read.
      const escaped = pattern[++ index]
      body += escapeMember(escaped)
      prev = escaped
    } else if (
      char === '-'
      && prev
      && index + 1 < length
      && pattern[index + 1] !== ']'
    ) {
      index ++
      let to = pattern[index]
      if (to === ESCAPE) {
        to = pattern[index += 1]
      }
      // An out-of-order range matches nothing in git but is a syntax error in
      //   JavaScript, so it is dropped.  Its lower bound stays: git tests it
      //   as a plain member before it ever looks at the `-`, so `[c-a]` does
      //   match `c`.
      if (prev <= to) {
        body += `-${escapeMember(to)}`
      }
      prev = EMPTY
    } else if (char === '[' && pattern[index + 1] === ':') {
      const nameStart = index + 2
      let end = nameStart
      while (end < length && pattern[end] !== ']') {
        end ++
      }

      if (end === length) {
        return null
      }

      if (end > nameStart && pattern[end - 1] === ':') {
        const name = pattern.slice(nameStart, end - 1)

        // An unknown class name makes the whole pattern match nothing
        if (!Object.prototype.hasOwnProperty.call(POSIX_CLASSES, name)) {
          return null
        }

        body += POSIX_CLASSES[name]
        prev = EMPTY
        index = end
      } else {
        // No `:]` to close it, so the `[` is a plain member and scanning
        //   resumes right after it.
        body += escapeMember('[')
        prev = '['
        index = nameStart - 2
      }
    } else {
      body += escapeMember(char)
      prev = char
    }

    index ++

    if (pattern[index] === ']') {
      return {
        end: index,
        source: classSource(negated, body)
      }
    }
  }
}

// An empty JavaScript class can never match, which is how a pattern that git
//   gives up on (`WM_ABORT_ALL`) is expressed here.
const NEVER_MATCH = '[]'

// A NUL can appear in neither a `.gitignore` line nor a path, which makes it
//   the one safe placeholder character.  A literal one in the pattern is
//   held aside all the same, so a collision is impossible by construction.
const PLACEHOLDER = '\u0000'
const REGEX_RESTORE_PLACEHOLDER = new RegExp(
  `${PLACEHOLDER}(\\d+)${PLACEHOLDER}`, 'g'
)

// The one wildcard the chain does not expand for itself is a trailing `*`. How
//   it expands depends on the mode (`regex` vs `checkRegex`), so `_make` is
//   left to do it, and until then the pending wildcard travels as this marker.
//   That is what keeps it apart from a user-escaped literal `\*`: the unescape
//   steps collapse the escaped one to the exact `\*` a wildcard would leave
//   behind, so by the time `_make` runs the two are otherwise the same string
//   and a literal star gets wrongly rewritten into a wildcard. The marker is a
//   private-use character, and `extractBrackets` keeps one that came out of the
//   pattern apart from it, so the only marker `_make` ever turns back into a
//   real wildcard is the one this chain put there itself.
const TRAILING_WILDCARD = '\uE000'

// A trailing "/**" is deferred the same way, because `checkRegex` has to tell
//   it apart from a trailing "/*" (see `checkSourceOf`). For `.ignores()` it
//   still never matches the folder itself (#21).
const TRAILING_DOUBLESTAR = '\uE001'

// The three characters above mean something to the chain that builds the
//   source rather than to the path, so one that came out of the pattern is
//   held aside like a bracket expression instead of going straight out. Being
//   held is what makes it safe: the restore runs after the step that anchors
//   the source, so the character comes back in the middle of the source and
//   not at its end, which is the one place `_make` and `checkSourceOf` look
//   for a marker. Without it a pattern's own character lands where a pending
//   marker sits, and `_make` turns it into a real trailing wildcard.
//
// It is held as a one-member class rather than bare, in both of the branches
//   a reserved character can reach, so that the property can be
//   read off this function alone -- a reserved character never goes out on
//   its own -- rather than depending on where in the chain the restore
//   happens to run. In the expression built here `[x]` matches exactly what
//   `x` matches, none of the three being special to a regular expression or
//   inside a class, so no test can tell the two apart: the class is insurance,
//   and the paragraph above is the reason it is not needed.
const isReserved = char =>
  char === PLACEHOLDER
  || char === TRAILING_WILDCARD
  || char === TRAILING_DOUBLESTAR

// Replace every bracket expression with a placeholder the replacers below
//   leave alone, and translate it separately.
const extractBrackets = pattern => {
  const sources = []
  const hold = source =>
    `${PLACEHOLDER}${sources.push(source) - 1}${PLACEHOLDER}`

  const {length} = pattern
  let out = EMPTY
  let index = 0

  while (index < length) {
    const char = pattern[index]

    if (char === ESCAPE) {
      // > Put a backslash ("\") in front of ... a character to make it literal.
      //                                            (gitignore(5) -> fnmatch(3))
      // A backslash quotes the next character, whatever it is, so `\d` is a
      //   literal `d`, not the regex digit class, and `\?` is a literal `?`,
      //   not a wildcard. Held aside as its literal here, the escape never
      //   reaches the replacers below, which would otherwise let `\d`, `\b`,
      //   `\1`, `\/` keep their regular-expression meaning, and would turn a
      //   `\?` into `[^\/]`.
      //
      // Three escapes are still left for the chain: `\*` (a literal star,
      //   told apart from a wildcard by `TRAILING_WILDCARD` and the wildcard
      //   replacers), `\[` (a literal bracket, the one `[` the bracket
      //   replacer still expects), and `\ ` (a quoted space, which one pass
      //   below rewrites in bulk -- holding each one aside instead costs more
      //   on a pattern built out of them).
      //
      // A quoted backslash is not among them. The chain doubles every
      //   backslash, then takes the doubling back out again, and a quoted one
      //   standing next to a character the chain also escapes left the two
      //   counts sharing a run, so one of the escapes was lost. Held here as
      //   the literal it means, it never joins that run.
      const escaped = pattern[index + 1]

      if (escaped === SLASH && index + 2 === length) {
        // Git removes a final directory slash before matching. An escape
        //   without a character after that removal makes the pattern invalid.
        out += hold(NEVER_MATCH)
      } else if (
        escaped === '*'
        || escaped === '['
        || escaped === SPACE
      ) {
        out += pattern.slice(index, index + 2)
      } else {
        out += hold(
          REGEX_LITERAL_SPECIAL.test(escaped)
            ? ESCAPE + escaped
            : isReserved(escaped)
              ? `[${escaped}]`
              : escaped
        )
      }

      index += 2
    } else if (isReserved(char)) {
      out += hold(`[${char}]`)
      index ++
    } else if (char === '[') {
      const scanned = scanBracket(pattern, index)

      if (scanned === null) {
        // git gives up on the whole pattern (`WM_ABORT_ALL`), so whatever
        //   follows can not make it match either.
        out += hold(NEVER_MATCH)
        index = length
      } else {
        out += hold(scanned.source)
        index = scanned.end + 1
      }
    } else {
      out += char
      index ++
    }
  }

  return {
    source: out,
    sources
  }
}

// A step of the chain below is normally a `[matcher, replacer]` pair handed
//   to `String.replace`. `DIRECT` marks the ones that are plain string work
//   instead, and take `(source, pattern)`.
//
// Anchoring the two ends is exactly that -- a test of one character and a
//   concatenation -- and putting it through the regular expression engine
//   cost a third of this chain for nothing: 167ns where 10ns does the same
//   job. The two are still steps in the same list, in the same places,
//   because their position in the order is part of what they mean.
const DIRECT = null

// A separator at the beginning or in the middle of a pattern, as opposed to
//   one at the very end.
const REGEX_INNER_SLASH = /\/(?!$)/
const WILDCARD = '[^\\/]*'

// > If the pattern ends with a slash,
// > it is removed for the purpose of the following description,
// > but it would only find a match with a directory.
// > In other words, foo/ will match a directory foo and paths underneath it,
// > but will not match a regular file or a symbolic link foo
// >  (this is consistent with the way how pathspec works in general in Git).
// '`foo/`' will not match regular file '`foo`' or symbolic link '`foo`'
// -> ignore-rules will not deal with it, because it costs extra `fs.stat` call
//      you could use option `mark: true` with `glob`

// '`foo/`' should not continue with the '`..`'
// The chain that turns one gitignore pattern into a regular expression
//   source, in order. A step is either
//
//   [matcher, replacer]            handed to `String.replace`
//   [matcher, replacer, required]  the same, but skipped outright unless
//                                    `required` appears in the string, which
//                                    the matcher cannot match without
//   [DIRECT, transform]            plain string work, taking (source, pattern)
//
// The `required` character is only ever a shortcut: finding it does not mean
//   the matcher will match, and not finding it means it cannot. It is there
//   because scanning for one character costs a fraction of running a matcher
//   that then finds nothing -- for the wildcard step, whose `[^\\]+`
//   backtracks its way through the whole string before giving up, 11ns
//   against 400ns.
const REPLACERS = [

  // Replace (\ ) with ' '
  // Only a space: an escaped tab or other whitespace is already a literal by
  //   the time it reaches here, and a bare tab must be left as one, not turned
  //   into a space.
  // (\ ) -> ' '
  // (\\ ) -> '\\ '
  // (\\\ ) -> '\\ '
  [
    // A run of backslashes is taken whole, from its first one, so no match
    //   ever starts again inside it -- `(\\+?) ` did, which made a long run
    //   quadratic.
    /(\\+)( ?)/g,
    (_, run, space) => space
      ? run.slice(0, run.length - run.length % 2) + SPACE
      : run,
    ESCAPE + SPACE
  ],

  // git's wildmatch() reads a run of two or more asterisks as one globstar
  //   whenever the run fills a path segment: it starts the pattern or follows
  //   a `/`, and it ends the pattern or comes before a `/`. A run of two is
  //   already `**`; a longer one is folded into `**` here, so the steps
  //   below only ever have to know `**`.
  // `***/foo` -> `**/foo`, `a/***/b` -> `a/**/b`, `a/***` -> `a/**`
  // git also takes a run beside a literal prefix (`a***/b`) or beside an
  //   escaped slash (`***\/b`) as a globstar, and this does not; the README
  //   lists both, under "A run of asterisks".
  [
    /(^|\/)\*{3,}(?=\/|$)/g,
    (_, start) => `${start}**`,
    '*'
  ],

  // Escape metacharacters
  // which is written down by users but means special for regular expressions.

  // > There are 12 characters with special meanings:
  // > - the backslash \,
  // > - the caret ^,
  // > - the dollar sign $,
  // > - the period or dot .,
  // > - the vertical bar or pipe symbol |,
  // > - the question mark ?,
  // > - the asterisk or star *,
  // > - the plus sign +,
  // > - the opening parenthesis (,
  // > - the closing parenthesis ),
  // > - and the opening square bracket [,
  // > - the opening curly brace {,
  // > These special characters are often called "metacharacters".
  [
    /[\\$.|*+(){^]/g,
    match => `\\${match}`
  ],

  [
    // > a question mark (?) matches a single character
    /(?!\\)\?/g,
    () => '[^/]',
    '?'
  ],

  // leading slash
  [

    // > A leading slash matches the beginning of the pathname.
    // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
    // A leading slash matches the beginning of the pathname
    /^\//,
    () => '^',
    SLASH
  ],

  // replace special metacharacter slash after the leading slash
  [
    /\//g,
    () => '\\/',
    SLASH
  ],

  [
    // > A leading "**" followed by a slash means match in all directories.
    // > For example, "**/foo" matches file or directory "foo" anywhere,
    // > the same as pattern "foo".
    // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
    // >   under directory "foo".
    // Notice that the '*'s have been replaced as '\\*'
    /^\^*(?:\\\*\\\*\\\/)+/,

    // '**/foo' <-> 'foo'
    () => '(?:^|\\/)',
    '*'
  ],

  // starting
  [
    // there will be no leading '/'
    //   (which has been replaced by section "leading slash")
    // If starts with '**', adding a '^' to the regular expression also works
    DIRECT,
    (source, pattern) => {
      // Nothing to anchor to, or already anchored (`^` or `(?:^|\/)`)
      if (!source || source[0] === '^' || source[0] === '(') {
        return source
      }

      // If has a slash `/` at the beginning or middle
      const anchor = !REGEX_INNER_SLASH.test(pattern)
        // > Prior to 2.22.1
        // > If the pattern does not contain a slash /,
        // >   Git treats it as a shell glob pattern
        // Actually, if there is only a trailing slash,
        //   git also treats it as a shell glob pattern

        // After 2.22.1 (compatible but clearer)
        // > If there is a separator at the beginning or middle (or both)
        // > of the pattern, then the pattern is relative to the directory
        // > level of the particular .gitignore file itself.
        // > Otherwise the pattern may also match at any level below
        // > the .gitignore level.
        ? '(?:^|\\/)'

        // > Otherwise, Git treats the pattern as a shell glob suitable for
        // >   consumption by fnmatch(3)
        : '^'

      return anchor + source
    }
  ],

  // two globstars
  [
    // Use lookahead assertions so that we could match more than one `'/**'`
    /\\\/\\\*\\\*(?=\\\/|$)/g,

    // Zero, one or several directories
    // should not use '*', or it will be replaced by the next replacer

    // Check if it is not the last `'/**'`
    (_, index, str) => index + 6 < str.length

      // case: /**/ at the end of the pattern, i.e. a trailing `'/**/'`
      // > A trailing `"/**/"` (a trailing `"/**"` restricted to directories)
      // >   matches everything inside, but it should not match the current
      // >   folder itself, so it requires at least one directory segment.
      // 'a/**/' matches 'a/b/', 'a/x/y/' but not 'a/'
      ? str.slice(index + 6) === '\\/'
        ? '(?:\\/[^\\/]+)+'

        // case: /**/
        // > A slash followed by two consecutive asterisks then a slash matches
        // >   zero or more directories.
        // > For example, "a/**/b" matches "a/b", "a/x/b", "a/x/y/b" and so on.
        // '/**/'
        : '(?:\\/[^\\/]+)*'

      // case: /**
      // > A trailing `"/**"` matches everything inside.

      // #21: everything inside but it should not include the current folder,
      //   resolved by `_make`
      : `\\/${TRAILING_DOUBLESTAR}`,
    '*'
  ],

  // normal intermediate wildcards
  [
    // Never replace escaped '*'
    // ignore rule '\*' will match the path '*'

    // 'abc.*/' -> go
    // 'abc.*'  -> skip this rule,
    //    coz trailing single wildcard will be handed by [trailing wildcard]
    /(^|[^\\])(?:\\\*)+(?!$)/g,

    // '*.js' matches '.js'
    // '*.js' doesn't match 'abc'
    // 1. An asterisk "*" matches anything except a slash.
    // 2. Other consecutive asterisks are considered regular asterisks
    //    and collapse into one non-slash wildcard run.
    (_, p1) => p1 + WILDCARD,
    '*'
  ],

  // trailing wildcard, held apart from a literal star
  [
    // The step above leaves a trailing `*` alone, so a single `\*` is all that
    //   can be left at the end here, and what stands in front of it says which
    //   kind it is. A wildcard arrives as the escaper wrote it, `\*` with
    //   nothing before it; a literal arrives as the user's own escape, which
    //   the escaper doubled, and then the star's own -- `\\` and then `\*`.
    //   There is no third case: every backslash still reaching the chain is
    //   one `\*`, `\[` or `\ ` carries itself, and each is followed by its
    //   own character, so a longer run can never form. This runs while the
    //   two are still distinct, before the unescape steps below collapse the
    //   literal onto the very `\*` a wildcard leaves behind.
    /(^|[^\\])((?:\\\\)*)\\\*$/,

    (match, p1, p2) =>
      p2 === EMPTY
        // A real wildcard: carry it to `_make` as the marker, so the unescape
        //   steps and the trailing-wildcard rewrite can never mistake it for a
        //   literal `\*` (nor the reverse).
        ? p1 + TRAILING_WILDCARD
        // A literal star: leave it exactly as it stands for the unescape steps.
        : match,
    '*'
  ],

  [
    // unescape, revert step 3 except for back slash
    // For example, if a user escape a '\\*',
    // after step 3, the result will be '\\\\\\*'
    /\\\\\\(?=[$.|*+(){^])/g,
    () => ESCAPE,
    ESCAPE + ESCAPE
  ],

  [
    // '\\\\' -> '\\'
    /\\\\/g,
    () => ESCAPE,
    ESCAPE + ESCAPE
  ],

  [
    // Every real bracket expression -- POSIX classes included -- has already
    //   been held aside by `extractBrackets`, so the only `[` left in the
    //   pattern is an escaped, literal one.

    // A backslash could only stand at the end of the range if it quoted the
    //   `]`, and `\]` is held aside long before this.
    /\\\[([^\]/]*?)($|\])/g,

    // '\\[bar]' -> '\\\\[bar]'
    (match, range, close) => `\\[${range}${close}`,
    '['
  ],

  // ending
  [
    // 'js' will not match 'js.'
    // 'ab' will not match 'abc'
    DIRECT,

    // WTF!
    // https://git-scm.com/docs/gitignore
    // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
    // which re-fixes #24, #38

    // > If there is a separator at the end of the pattern then the pattern
    // > will only match directories, otherwise the pattern can match both
    // > files and directories.

    // 'js*' will not match 'a.js'
    // 'js/' will not match 'a.js'
    // 'js' will match 'a.js' and 'a.js/'
    source => {
      const last = source[source.length - 1]

      // The pattern is empty, or ends in a pending marker `_make` owns --
      //   the trailing wildcard, or a trailing "/**". A trailing `*` that is
      //   not the marker is a literal star, which anchors like any other
      //   final character.
      if (!last || last === TRAILING_WILDCARD || last === TRAILING_DOUBLESTAR) {
        return source
      }

      return last === SLASH
        // foo/ will not match 'foo'
        ? `${source}$`
        // foo matches 'foo' and 'foo/'
        : `${source}(?=$|\\/$)`
    }
  ]
]

const REGEX_REPLACE_TRAILING_WILDCARD = /(^|\\\/)?\uE000$/
const MODE_IGNORE = 'regex'
const MODE_CHECK_IGNORE = 'checkRegex'
const UNDERSCORE = '_'

const replaceTrailingWildcard = (_, p1) => {
  const prefix = p1
    // '\^':
    // '/*' does not match EMPTY
    // '/*' does not match everything

    // '\\\/':
    // 'abc/*' does not match 'abc/'
    ? `${p1}[^/]+`

    // 'a*' matches 'a'
    // 'a*' matches 'aa'
    : '[^/]*'

  return `${prefix}(?=$|\\/$)`
}

const REGEX_REPLACE_TRAILING_DOUBLESTAR = /\uE001$/

// 'abc/**' matches everything under 'abc', but not 'abc/' itself (#21):
//   requiring one arbitrary character (line terminators included, #176)
//   after 'abc/' is necessary and sufficient for `.test(path)`.
const replaceTrailingDoublestar = () => '[\\s\\S]'

// The fixed piece between the wildcard at `at` and the next wildcard of the
//   run: the tokens that separate them, joined as they appear in the source.
//   A run never holds two wildcards in a row, so there is always at least one
//   token.
const separatorAfter = (run, at) => {
  let separator = EMPTY

  for (let index = at + 1; index < run.length && !run[index].wildcard; index ++) {
    separator += run[index].single
  }

  return separator
}

// Where a run of non-slash wildcards is split by fixed pieces --
//   `[^/]*ab[^/]*cd...` -- the engine has many equivalent ways to lay the
//   input across the wildcards, and on input that does not match it works
//   through all of them, so the time grows with the number of wildcards
//   rather than the length of the path. Every wildcard but the last in such a
//   run can be pinned to stop where the piece after it begins, which leaves
//   one way to lay out the input and no rewinding, without changing which
//   paths match: the fixed pieces still bound the count, and the last
//   wildcard still absorbs the rest.
//
// A wildcard is pinned to the whole piece, never to the piece's first
//   character. The pin leaves no way back, so a wildcard that stopped at that
//   first character would hand over wherever the character happens to turn
//   up, including the places the rest of the piece cannot follow -- which is
//   how `f*o/*/*` came to miss `foo/b/c`, the first `o` of `foo` not being
//   the one the `o/` after it needs. Every token of a piece matches exactly
//   one character, so the first place the whole piece fits is the leftmost
//   place it can sit, and whatever is left over goes to the wildcards that
//   follow.
//
// The source is read one token at a time -- a wildcard, a single-character
//   piece (a literal, an escape, a class), or a parenthesised group or anchor
//   that ends the run -- so only a genuine wildcard is touched.
const pinWildcards = source => {
  if (source.indexOf(WILDCARD) < 0) {
    return source
  }

  const tokens = []
  const {length} = source
  let index = 0

  while (index < length) {
    const char = source[index]

    if (source.startsWith(WILDCARD, index)) {
      tokens.push({wildcard: true})
      index += WILDCARD.length
    } else if (char === '[') {
      let end = index + 1

      if (source[end] === '^') {
        end ++
      }

      if (source[end] === ']') {
        end ++
      }

      while (end < length && source[end] !== ']') {
        end += source[end] === ESCAPE
          ? 2
          : 1
      }

      end ++
      tokens.push({single: source.slice(index, end)})
      index = end
    } else if (char === ESCAPE) {
      tokens.push({single: source.slice(index, index + 2)})
      index += 2
    } else if (char === '(') {
      let depth = 0
      let end = index

      do {
        if (source[end] === ESCAPE) {
          end ++
        } else if (source[end] === '(') {
          depth ++
        } else if (source[end] === ')') {
          depth --
        }

        end ++
      } while (end < length && depth > 0)

      if ('*+?'.indexOf(source[end]) >= 0) {
        end ++
      }

      tokens.push({boundary: source.slice(index, end)})
      index = end
    } else if (char === '^' || char === '$') {
      tokens.push({boundary: char})
      index ++
    } else {
      tokens.push({single: char})
      index ++
    }
  }

  let out = EMPTY
  let run = []

  const flush = () => {
    let lastWildcard

    run.forEach((token, at) => {
      if (token.wildcard) {
        lastWildcard = at
      }
    })

    run.forEach((token, at) => {
      if (!token.wildcard) {
        out += token.single
        return
      }

      // Every wildcard but the last is pinned to the whole piece that
      //   follows it, for the reason set out above this function. The last
      //   one stays as it is and takes up the rest.
      out += at === lastWildcard
        ? WILDCARD
        : `(?:(?!${separatorAfter(run, at)})[^\\/])*`
    })

    run = []
  }

  tokens.forEach(token => {
    if (token.boundary === undefined) {
      run.push(token)
      return
    }

    flush()
    out += token.boundary
  })

  flush()

  return out
}

// @param {pattern}
const makeRegexPrefix = pattern => {
  // `/**` matches every path, as `**` does. The translation below only finds
  //   a globstar beside a slash it keeps, and the leading one is turned into
  //   an anchor, so `/**` would come out as `/*` and match one level only.
  //   Here rather than in `createRule`, so that `checkSourceOf`, which
  //   compiles `/**/` again without its trailing slash, gets it too.
  if (REGEX_ANCHORED_GLOBSTAR.test(pattern)) {
    pattern = '**'
  }

  const {source, sources} = extractBrackets(pattern)

  const replaced = REPLACERS.reduce(
    // A pass whose matcher finds nothing hands back the very string it was
    //   given, so asking first costs a search and saves a rewrite. Ten of the
    //   fifteen passes never fire for a typical .gitignore line, and between
    //   them they were 45% of this chain.
    (prev, [matcher, replacer, required]) => {
      if (matcher === DIRECT) {
        return replacer(prev, pattern)
      }

      if (required !== UNDEFINED && prev.indexOf(required) < 0) {
        return prev
      }

      // A pass whose matcher finds nothing hands back the very string it was
      //   given, so asking first costs a search and saves a rewrite.
      return matcher.test(prev)
        ? prev.replace(matcher, replacer.bind(pattern))
        : prev
    },
    source
  )

  // Most patterns hold no bracket expression at all, and then there is
  //   nothing to put back.
  return sources.length
    ? replaced.replace(
      REGEX_RESTORE_PLACEHOLDER,
      (match, index) => sources[index]
    )
    : replaced
}

// `checkRegex` tests a path with a trailing slash, 'abc/', the way
//   `git check-ignore` matches that literal string once the directory itself
//   is known not to be excluded (see `checkIgnore`): a trailing '/' of the
//   pattern is dropped, a basename pattern sees an empty basename, and only a
//   pattern whose last segment is a pending wildcard can match what is left
//   after the final slash -- 'abc/*' and 'abc/**' match 'abc/', and 'abc/**'
//   also matches 'abc/d/' (#77, #169).
const checkSourceOf = (body, prefix) => {
  if (body[body.length - 1] === SLASH) {
    prefix = makeRegexPrefix(body.slice(0, - 1))
  }

  const head = prefix.slice(0, - 1)
  const last = prefix[prefix.length - 1]

  return last === TRAILING_WILDCARD
    ? `${head}$`
    : last === TRAILING_DOUBLESTAR
      ? head
      : NEVER_MATCH
}

// A trailing slash does not stop a pattern being basename-only: it restricts
//   the match to a directory, it does not let the pattern reach across one.
//   Everything else a pattern can hold -- a wildcard, a character class, an
//   escape -- stays inside a single path segment too, so a pattern with no
//   separator in it can only ever describe the last one.
const matchesBasename = body => {
  const index = body.indexOf(SLASH)

  return index < 0 || index === body.length - 1
}

// The last segment of a path, keeping a trailing slash, because a pattern that
//   ends in one matches only a directory.
// 'a/b/c.js' -> 'c.js';  'a/b/' -> 'b/';  'c.js' -> 'c.js' (no copy made)
const basenameOf = path => {
  const end = path.length - 1

  const index = path.lastIndexOf(
    SLASH,
    path[end] === SLASH
      ? end - 1
      : end
  )

  return index < 0
    ? path
    : path.slice(index + 1)
}

// The parent directory of a path, with its trailing separator, or EMPTY when
//   the path has none.
// 'a/b/c' -> 'a/b/';  'a/b/' -> 'a/';  'a' -> EMPTY;  'a/' -> EMPTY
//
// A path holding an empty segment has to be taken apart, because its
//   ancestors are not prefixes of it: the parent of 'a//b' is 'a/', not
//   'a//', and the parent of '/a/' is nothing at all. Both shapes reach here
//   -- 'a//b' is accepted outright, and `checkIgnore` does not put the path
//   it is given through the relative-path check.
//
// Every other path is a prefix of itself, and cutting one costs a fraction of
//   splitting it into an array and joining that back at every level: 73ns
//   against 207ns.
const parentOf = path => {
  if (
    path.charCodeAt(0) === SLASH_CODE
    || path.indexOf(DOUBLE_SLASH) >= 0
  ) {
    const slices = path.split(SLASH).filter(Boolean)

    slices.pop()

    return slices.length
      ? slices.join(SLASH) + SLASH
      : EMPTY
  }

  const end = path.length - 1

  // Look back from before a trailing separator, since that one belongs to the
  //   path itself.
  //
  // A negative place to start would be a trap here: `lastIndexOf` clamps one
  //   to 0 and searches there rather than reporting no match, so '/' would
  //   come back as its own parent and the walk would never end. It cannot
  //   happen -- that is the only path short enough to produce one, and the
  //   test above has already sent it the other way.
  const cut = path.lastIndexOf(
    SLASH,
    path.charCodeAt(end) === SLASH_CODE
      ? end - 1
      : end
  )

  return cut < 0
    ? EMPTY
    : path.slice(0, cut + 1)
}

const isString = subject => typeof subject === 'string'

// Blank lines, comments and trailing lone backslashes are told by
//   `createRule`, once the pattern is normalized.
const checkPattern = pattern => pattern
  && isString(pattern)

// Git drops one CR before each LF, and one at the end of a final line that
//   has no LF after it.
const splitPattern = pattern => (
  pattern[pattern.length - 1] === '\r'
    ? pattern.slice(0, - 1)
    : pattern
)
.split(REGEX_SPLITALL_CRLF)
.filter(Boolean)

class IgnoreRule {
  constructor (
    pattern,
    mark,
    body,
    ignoreCase,
    negative,
    prefix
  ) {
    this.pattern = pattern
    this.mark = mark
    this.negative = negative

    define(this, 'body', body)
    define(this, 'ignoreCase', ignoreCase)
    define(this, 'regexPrefix', prefix)
  }

  // Worked out on first use and kept behind an own property, the way `regex`
  //   caches itself in `_regex`. Deciding it in the constructor instead would
  //   add a fourth `defineProperty` to every rule ever built, which cost 4% of
  //   every compile -- including the compiles of rules that are never matched
  //   against anything.
  get _basenameOnly () {
    return define(this, '_basenameOnly', matchesBasename(this.body))
  }

  get regex () {
    const key = UNDERSCORE + MODE_IGNORE

    if (this[key]) {
      return this[key]
    }

    return this._make(MODE_IGNORE, key)
  }

  get checkRegex () {
    const key = UNDERSCORE + MODE_CHECK_IGNORE

    if (this[key]) {
      return this[key]
    }

    return this._make(MODE_CHECK_IGNORE, key)
  }

  _make (mode, key) {
    const str = pinWildcards(
      mode === MODE_IGNORE
        ? this.regexPrefix
        .replace(REGEX_REPLACE_TRAILING_WILDCARD, replaceTrailingWildcard)
        .replace(REGEX_REPLACE_TRAILING_DOUBLESTAR, replaceTrailingDoublestar)
        : checkSourceOf(this.body, this.regexPrefix)
    )

    const regex = this.ignoreCase
      ? new RegExp(str, 'i')
      : new RegExp(str)

    return define(this, key, regex)
  }
}

const hasTrailingBackslash = str => {
  let count = 0

  while (str[str.length - count - 1] === ESCAPE) {
    count ++
  }

  return count % 2 === 1
}

// Read a line the way git does: when `stripLineEnd` is set (an unsplit array
//   or object pattern), drop any trailing blank lines along with the LF
//   before each and at most one CR at the end of the line; then trim trailing
//   spaces in the same backward pass. Git trims spaces only, and a space
//   escaped by an odd run of backslashes stays, unescaped, as the last one.
// Scanned from the end: a regular expression can only try each start in
//   turn, which is quadratic over a long run of spaces or backslashes.
// 'a  ' -> 'a';  'a\ ' -> 'a ';  'a\\ ' -> 'a\\';  'a\t' -> 'a\t'
// 'a\r\n' -> 'a';  'a\r\r' -> 'a\r';  'a\n\r' -> 'a'
const trimEnd = (body, stripLineEnd) => {
  let lineEnd = body.length
  let end

  for (;;) {
    if (stripLineEnd && body[lineEnd - 1] === '\r') {
      lineEnd --
    }

    end = lineEnd

    while (body[end - 1] === SPACE) {
      end --
    }

    if (!stripLineEnd || body[end - 1] !== '\n') {
      break
    }

    lineEnd = end - 1
  }

  if (end === lineEnd) {
    return body.slice(0, lineEnd)
  }

  let backslashes = 0

  while (body[end - backslashes - 1] === ESCAPE) {
    backslashes ++
  }

  return backslashes % 2
    ? body.slice(0, end - 1) + SPACE
    : body.slice(0, end)
}

const createRule = (
  pattern,
  mark,
  ignoreCase,
  stripLineEnd,
  stripBOM
) => {
  // Git drops a BOM before it reads the first line, so before anything else.
  let body = stripBOM && pattern[0] === BOM
    ? pattern.slice(1)
    : pattern

  // > A line starting with # serves as a comment.
  if (body[0] === '#') {
    return
  }

  let negative = false

  // > An optional prefix "!" which negates the pattern;
  if (body[0] === '!') {
    negative = true
    body = body.slice(1)
  }

  // Normalize the body before checking which slashes anchor the pattern.
  //   Otherwise `bar/ ` is mistaken for a pattern containing an inner slash.
  //   A line from `splitPattern` has already lost its line ending, so only a
  //   trailing space remains to trim there.
  const last = body[body.length - 1]

  if (
    last === SPACE
    || stripLineEnd && (last === '\r' || last === '\n')
  ) {
    body = trimEnd(body, stripLineEnd)
  }

  // > A blank line matches no files, so it can serve as a separator for
  // >   readability.
  // Nor does a lone "!", a pattern ending on an unpaired backslash, or
  //   anything else left empty here: an empty pattern would compile to a
  //   regex matching every path.
  if (!body || hasTrailingBackslash(body)) {
    return
  }

  body = body
  // > Put a backslash ("\") in front of the first "!" for patterns that
  // >   begin with a literal "!", for example, `"\!important!.txt"`.
  .replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, '!')
  // > Put a backslash ("\") in front of the first hash for patterns that
  // >   begin with a hash.
  .replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, '#')

  const regexPrefix = makeRegexPrefix(body)

  return new IgnoreRule(
    pattern,
    mark,
    body,
    ignoreCase,
    negative,
    regexPrefix
  )
}

class RuleManager {
  constructor (ignoreCase) {
    this._ignoreCase = ignoreCase
    this._rules = []

    // How many of the rules git would tag `EXC_FLAG_NODIR`.
    //
    // The scan uses it to decide, once for the whole set, whether handing
    //   those rules the basename is worth what it costs the others. The
    //   shortcut saves a full-path scan on every rule it applies to and costs
    //   a check on every rule it does not, so a set where almost nothing is
    //   basename-only comes out behind -- a 955 pattern set with 44 of them
    //   measured 19% slower with the shortcut always on.
    //
    // Deciding this by measurement rather than by meaning is safe: a
    //   basename-only pattern gives the very same answer against the whole
    //   path, it just takes longer to say so. The choice can only change how
    //   fast the scan runs, never what it returns.
    this._basenameCount = 0
  }

  _add (pattern, index) {
    // #32
    if (pattern && pattern[KEY_IGNORE]) {
      this._rules = this._rules.concat(pattern._rules._rules)
      this._basenameCount += pattern._rules._basenameCount
      this._added = true
      return
    }

    const isStr = isString(pattern)
    const raw = isStr
      ? pattern
      : pattern.pattern

    const rule = checkPattern(raw)
      && createRule(
        raw,
        isStr ? UNDEFINED : pattern.mark,
        this._ignoreCase,
        !this._split,
        this._stripBOM && !index
      )

    if (rule) {
      this._added = true
      this._rules.push(rule)

      // Deliberately not `rule._basenameOnly`: reading that would materialise
      //   the rule's own copy, and the whole point of leaving it lazy is that
      //   a rule which is compiled and never matched never pays for it.
      if (matchesBasename(rule.body)) {
        this._basenameCount ++
      }
    }
  }

  // @param {Array<string> | string | Ignore} pattern
  add (pattern) {
    this._added = false
    this._split = isString(pattern)
    this._stripBOM = !this._split || pattern[0] === BOM

    makeArray(
      this._split
        ? splitPattern(pattern)
        : pattern
    ).forEach(this._add, this)

    if (this._added) {
      this._literalRules = UNDEFINED
    }

    return this._added
  }

  // Match the literal 'abc/' for `checkIgnore`, last rule wins. Only a rule
  //   ending in a wildcard can match it (see `checkSourceOf`), so the rest
  //   are left out once, rather than tested or compiled for every path.
  testLiteral (path) {
    const rules = this._literalRules || (
      this._literalRules = this._rules.filter(
        ({body}) => body[body.length - (
          body[body.length - 1] === SLASH ? 2 : 1
        )] === '*'
      )
    )

    let ignored = false
    let unignored = false
    let matchedRule

    for (let index = rules.length - 1; index >= 0; index --) {
      const rule = rules[index]

      if (rule.checkRegex.test(path)) {
        ignored = !rule.negative
        unignored = rule.negative
        matchedRule = rule.negative
          ? UNDEFINED
          : rule
        break
      }
    }

    const ret = {
      ignored,
      unignored
    }

    if (matchedRule) {
      ret.rule = matchedRule
    }

    return ret
  }

  // Test one single path without recursively checking parent directories
  //
  // - mode `string` either `MODE_IGNORE` or `MODE_CHECK_IGNORE`

  // @returns {TestResult}
  test (path, mode) {
    // Most of a .gitignore is patterns with no slash in them, and running
    //   those against the whole path makes the regular expression engine walk
    //   every directory name on the way to the only segment that could match.
    //   Handing them the basename instead is what git does, and it is where
    //   the time in a directory walk goes: the rule scan was two thirds of it.
    const rules = this._rules
    const {length} = rules

    const shortcut = this._basenameCount * 2 >= length

    const basename = shortcut
      ? basenameOf(path)
      : path

    // The last rule to match decides, as in git, and it is the rule
    //   `git check-ignore -v` reports, so the scan runs from the end and stops
    //   at the first match.
    // A plain loop rather than `forEach`, so that `path`, `basename` and
    //   `shortcut` are locals. As a callback they became closure variables,
    //   and reaching for one of those once per rule cost 10% of a scan over a
    //   large rule set -- more than the shortcut they were there to serve.
    for (let index = length - 1; index >= 0; index --) {
      const rule = rules[index]

      if (rule[mode].test(
        shortcut && rule._basenameOnly
          ? basename
          : path
      )) {
        const {negative} = rule

        const ret = {
          ignored: !negative,
          unignored: negative
        }

        if (!negative) {
          ret.rule = rule
        }

        return ret
      }
    }

    return {
      ignored: false,
      unignored: false
    }
  }
}

const throwError = (message, Ctor) => {
  throw new Ctor(message)
}

const checkPath = (path, originalPath, doThrow) => {
  if (!isString(path)) {
    return doThrow(
      `path must be a string, but got \`${originalPath}\``,
      TypeError
    )
  }

  // We don't know if we should ignore EMPTY, so throw
  if (!path) {
    return doThrow(`path must not be empty`, TypeError)
  }

  // Check if it is a relative path
  if (checkPath.isNotRelative(path)) {
    const r = '`path.relative()`d'
    return doThrow(
      `path should be a ${r} string, but got "${originalPath}"`,
      RangeError
    )
  }

  return true
}

// > pathname should be a `path.relative()`d one
//
// The same thing `REGEX_TEST_INVALID_PATH` says, spelled out: a path is not
//   relative if it begins with a separator, or with `./` or `../`, or is
//   nothing but `.` or `..`. Every match is decided by the first three
//   characters, and this runs on every path handed to the library -- where it
//   was 55% of a cached lookup, more than the cache lookup itself.
const isNotRelative = path => {
  const first = path.charCodeAt(0)

  if (first === SLASH_CODE) {
    return true
  }

  if (first !== DOT_CODE) {
    return false
  }

  // '.'
  if (path.length === 1) {
    return true
  }

  const second = path.charCodeAt(1)

  // './'
  if (second === SLASH_CODE) {
    return true
  }

  if (second !== DOT_CODE) {
    return false
  }

  // '..' or '../'
  return path.length === 2 || path.charCodeAt(2) === SLASH_CODE
}

checkPath.isNotRelative = isNotRelative

// On windows, the following function will be replaced
/* istanbul ignore next */
checkPath.convert = p => p


const convertPath = target =>
  isString(target) && checkPath.convert(target)


class Ignore {
  constructor ({
    ignorecase = true,
    ignoreCase = ignorecase,
    allowRelativePaths = false
  } = {}) {
    define(this, KEY_IGNORE, true)

    this._rules = new RuleManager(ignoreCase)
    this._strictPathCheck = !allowRelativePaths
    this._initCache()
  }

  _initCache () {
    // A cache for the result of `.ignores()`
    this._ignoreCache = Object.create(null)

    // A cache for the result of `.test()`
    this._testCache = Object.create(null)
  }

  add (pattern) {
    if (this._rules.add(pattern)) {
      // Some rules have just added to the ignore,
      //   making the behavior changed,
      //   so we need to re-initialize the result cache
      this._initCache()
    }

    return this
  }

  // legacy
  addPattern (pattern) {
    return this.add(pattern)
  }

  // @returns {TestResult}
  _test (originalPath, cache, path) {
    checkPath(
      path,
      originalPath,
      this._strictPathCheck
        ? throwError
        : RETURN_FALSE
    )

    return path
      ? this._t(path, cache)
      : {
        ignored: false,
        unignored: false
      }
  }

  checkIgnore (target) {
    // A Windows path is converted first, so that a directory given with a
    //   trailing separator, `\` or `/`, is told the same way
    const path = convertPath(target)

    // If the path does not end with a slash, `.ignores()` is much equivalent
    //   to `git check-ignore`
    if (!path || path.charCodeAt(path.length - 1) !== SLASH_CODE) {
      return this._test(target, this._testCache, path)
    }

    // Like `git check-ignore`: a directory excluded by itself or by an
    //   ancestor settles it, and only then is the literal 'abc/' matched
    //   against the rules (see `checkSourceOf`).
    const dir = this._t(path, this._testCache)

    if (dir.ignored) {
      return dir
    }

    const literal = this._rules.testLiteral(path)

    return literal.ignored || literal.unignored
      ? literal
      : dir
  }

  _t (
    // The path to be tested
    path,

    // The cache for the result of a certain checking
    cache
  ) {
    if (path in cache) {
      return cache[path]
    }

    const parentPath = parentOf(path)

    // If the path contains a parent directory, check the parent first
    const parent = parentPath
      ? this._t(parentPath, cache)
      : UNDEFINED

    return cache[path] = parent && parent.ignored
      // > It is not possible to re-include a file if a parent directory of
      // >   that file is excluded.
      ? parent
      : this._rules.test(path, MODE_IGNORE)
  }

  ignores (path) {
    return this._test(path, this._ignoreCache, convertPath(path)).ignored
  }

  createFilter () {
    return path => !this.ignores(path)
  }

  filter (paths) {
    return makeArray(paths).filter(this.createFilter())
  }

  // @returns {TestResult}
  test (path) {
    return this._test(path, this._testCache, convertPath(path))
  }
}

const factory = options => new Ignore(options)

const isPathValid = path =>
  checkPath(convertPath(path), path, RETURN_FALSE)

/* istanbul ignore next */
const setupWindows = () => {
  /* eslint no-control-regex: "off" */
  const makePosix = str => /^\\\\\?\\/.test(str)
  || /["<>|\u0000-\u001F]+/u.test(str)
    ? str
    : str.replace(/\\/g, '/')

  checkPath.convert = makePosix

  // 'C:\\foo'     <- 'C:\\foo' has been converted to 'C:/'
  // 'd:\\foo'
  const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i
  checkPath.isNotRelative = path =>
    REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path)
    || isNotRelative(path)
}


// Windows
// --------------------------------------------------------------
/* istanbul ignore next */
if (
  // Detect `process` so that it can run in browsers.
  typeof process !== 'undefined'
  && process.platform === 'win32'
) {
  setupWindows()
}

// COMMONJS_EXPORTS ////////////////////////////////////////////////////////////

module.exports = factory

// Although it is an anti-pattern,
//   it is still widely misused by a lot of libraries in github
// Ref: https://github.com/search?q=ignore.default%28%29&type=code
factory.default = factory

module.exports.isPathValid = isPathValid

// For testing purposes
define(module.exports, Symbol.for('setupWindows'), setupWindows)


/***/ }),

/***/ 78804:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hD: () => (/* reexport */ errors/* ApiError */.hD),
  Dr: () => (/* reexport */ errors/* NetworkError */.Dr),
  UU: () => (/* reexport */ createClient),
  xQ: () => (/* reexport */ errors/* isPlainHttpAnswer */.xQ),
  QW: () => (/* reexport */ uploadLine)
});

// UNUSED EXPORTS: CLIENT_VERSION, ClientError, DEFAULT_RETRY, DEPLOY_ID_META_KEY, MAX_META_BYTES, RATE_LIMIT_MAX_WAIT_MS, RATE_LIMIT_MIN_WAIT_MS, UPLOAD_PLAN_HEADER, backoffDelay, createNdjsonSplitter, isEvent, isRetryable, madeBy, ndjsonEvents, parseErrorBody, parseNdjson, parseRetryAfter, silentLogger, withRetry

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/limits.js
var limits = __webpack_require__(64714);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/event-run.js
function startEventRun(work) {
    const events = [];
    /** Resolved (and replaced) whenever an event arrives or the work ends: wakes every waiting iterator. */
    let changed = deferred();
    let finished = false;
    let failure;
    const wakeAll = () => {
        changed.resolve();
        changed = deferred();
    };
    const emit = (event) => {
        events.push(event);
        wakeAll();
    };
    const result = (async () => {
        try {
            return await work(emit);
        }
        catch (error) {
            failure = { error };
            throw error;
        }
        finally {
            finished = true;
            wakeAll();
        }
    })();
    result.catch(() => { });
    async function* iterate() {
        for (let next = 0;;) {
            if (next < events.length) {
                yield events[next++];
                continue;
            }
            if (finished) {
                if (failure)
                    throw failure.error;
                return;
            }
            await changed.promise;
        }
    }
    return { result, [Symbol.asyncIterator]: iterate };
}
/** A promise and its resolve (Promise.withResolvers is Node 22+; the client commands run on older Nodes too). */
function deferred() {
    let resolve;
    const promise = new Promise((r) => (resolve = r));
    return { promise, resolve };
}

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/errors.js
var errors = __webpack_require__(65940);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/retry.js
/**
 * Retry with full-jitter exponential backoff that honours `Retry-After`. Only what is retryable is retried:
 * network errors and HTTP 408, 429 and 5xx (but 501 and 505, permanent answers), a 403 that is a rate limit,
 * never other 4xx (the caller decides idempotency).
 * A rate limit (429, or 403 saying so) is never retried sooner than it says: a stated wait (Retry-After, or "try
 * in 5 minutes" in its reason) is waited in full when it fits the call's deadline and RATE_LIMIT_MAX_WAIT_MS, else
 * the call fails at once with the error, which says how long to wait; "try again later" fails at once; a rate
 * limit stating nothing waits at least RATE_LIMIT_MIN_WAIT_MS, doubling.
 */


/** The longest stated rate-limit wait the client sits through before retrying (longer ones fail at once). */
const RATE_LIMIT_MAX_WAIT_MS = 60_000;
/** The shortest wait before retrying a rate limit that states no wait (then 2x, 4x...). */
const RATE_LIMIT_MIN_WAIT_MS = 5_000;
const DEFAULT_RETRY = {
    retries: 3,
    minDelayMs: 500,
    maxDelayMs: 30_000,
    random: Math.random,
};
/** `Retry-After` (seconds or HTTP date) \u2192 milliseconds from now, or undefined. */
function parseRetryAfter(value, now = Date.now()) {
    if (!value)
        return undefined;
    const v = value.trim();
    if (/^\d+(\.\d+)?$/.test(v))
        return Math.round(Number(v) * 1000);
    const at = Date.parse(v);
    return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
function isRetryable(err) {
    // A plain-HTTP answer to TLS (an https:// URL for an HTTP server) will be the same on every try.
    if (err instanceof errors/* NetworkError */.Dr)
        return err.code !== 'AbortError' && err.code !== 'ABORT_ERR' && !err.plainHttpServer;
    if (err instanceof errors/* ApiError */.hD) {
        // 501 Not Implemented and 505 are permanent answers (a web server that is not the API), not a busy server.
        return (err.status === 408 ||
            err.status === 429 ||
            err.code === 'rate-limited' ||
            (err.status >= 500 && err.status <= 599 && err.status !== 501 && err.status !== 505));
    }
    return false;
}
/**
 * How long a rate limit says to wait: its Retry-After or the wait its text states (ApiError.retryAfterMs),
 * `later` when it says only to try again later, undefined when it says nothing.
 */
function rateLimitWait(err) {
    if (err.retryAfterMs !== undefined)
        return err.retryAfterMs;
    const text = [err.reason ?? '', ...err.body.messages].join(' ');
    return /\blater\b/i.test(text) ? 'later' : undefined;
}
/**
 * The wait before retrying a rate limit, or undefined when it must not be retried: a stated wait longer than
 * RATE_LIMIT_MAX_WAIT_MS or past the deadline, or "later".
 */
function rateLimitDelay(err, attempt, now, deadline) {
    const stated = rateLimitWait(err);
    if (stated === 'later')
        return undefined;
    const wait = stated ?? RATE_LIMIT_MIN_WAIT_MS * 2 ** (attempt - 1);
    if (wait > RATE_LIMIT_MAX_WAIT_MS)
        return undefined;
    if (deadline !== undefined && now + wait >= deadline)
        return undefined;
    return wait;
}
/** Wait before attempt `attempt` (1 = first retry): full jitter, at least the server's Retry-After. */
function backoffDelay(attempt, err, o) {
    const ceiling = Math.min(o.maxDelayMs, o.minDelayMs * 2 ** (attempt - 1));
    const jittered = Math.round(o.random() * ceiling);
    const server = err instanceof errors/* ApiError */.hD ? err.retryAfterMs : undefined;
    return server === undefined ? jittered : Math.min(o.maxDelayMs, Math.max(server, jittered));
}
async function withRetry(fn, options = {}, hooks = {}) {
    const o = { ...DEFAULT_RETRY, ...options };
    for (let attempt = 0;; attempt++) {
        try {
            return await fn(attempt);
        }
        catch (err) {
            if (attempt >= o.retries || !isRetryable(err) || hooks.signal?.aborted)
                throw err;
            let delay;
            if (err instanceof errors/* ApiError */.hD && err.code === 'rate-limited') {
                const wait = rateLimitDelay(err, attempt + 1, Date.now(), hooks.deadline);
                if (wait === undefined)
                    throw err; // its message says how long to wait
                delay = wait;
            }
            else
                delay = backoffDelay(attempt + 1, err, o);
            if (hooks.deadline !== undefined && Date.now() + delay >= hooks.deadline)
                throw err;
            // Wait first, then ask: a deploy's "did the server keep it?" check is more reliable a moment later.
            try {
                await (0,promises_.setTimeout)(delay, undefined, { signal: hooks.signal });
            }
            catch (aborted) {
                // Node's AbortError, its cause the reason: reject with the reason itself, as an abort mid-request does.
                if (hooks.signal?.aborted)
                    throw hooks.signal.reason;
                throw aborted;
            }
            if (hooks.shouldRetry && !(await hooks.shouldRetry(err, attempt + 1)))
                throw err;
            hooks.onRetry?.(err, attempt + 1, delay);
        }
    }
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/errors.js
var pack_errors = __webpack_require__(26614);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/manifest.js
var pack_manifest = __webpack_require__(71312);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/deploy-record.js
var deploy_record = __webpack_require__(1195);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: external "node:stream/consumers"
var consumers_ = __webpack_require__(38321);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/node-transport.js
/**
 * One request over Node's own `http` / `https` modules (ClientOptions.transport `node`): HTTP/1.1, keep-alive
 * connections, no proxy. What the CLI sends with when no proxy variable is set: undici, the default transport,
 * is then never loaded, and loading it was most of a client command's start-up (its bundle chunk, and the
 * `http2` module it loads) and about a quarter of a deploy's peak memory (figures: docs/bench.md, "Measurements
 * behind the code").
 */


/** No byte either way for this long ends the request, as undici's default headers and body timeouts do. */
const IDLE_MS = 300_000;
/** Idle connections are kept for the next request of this process (and do not keep it alive: Node unrefs them). */
const httpAgent = new external_node_http_.Agent({ keepAlive: true });
let httpsAgent;
/**
 * The module and agent for a URL's scheme. `node:https` (with `node:tls`) is loaded on the first https request:
 * it is a third of the CLI's start-up CPU, for nothing when the endpoint is plain http (figures: docs/bench.md,
 * "Measurements behind the code").
 */
async function transportFor(u) {
    if (u.protocol !== 'https:')
        return { request: external_node_http_.request, agent: httpAgent };
    const https = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 44708, 19));
    httpsAgent ??= new https.Agent({ keepAlive: true });
    return { request: https.request, agent: httpsAgent };
}
class IdleTimeoutError extends Error {
    code = 'ETIMEDOUT';
    constructor() {
        super(`no data sent or received for ${IDLE_MS / 1000} s`);
    }
}
/**
 * Sends the request and resolves with the response once its headers are in (its body streams). A request body
 * that fails (a file that changed under the packer) ends the request with that error: before the response it
 * rejects, after it the response body fails with it.
 */
async function nodeRequest(url, o) {
    const u = new URL(url);
    const { request, agent } = await transportFor(u);
    return new Promise((resolve, reject) => {
        let res;
        const body = o.body;
        // Stated, not left to Node: it sends a DELETE's body without a length, which servers refuse.
        const length = typeof body === 'string' || Buffer.isBuffer(body)
            ? { 'content-length': String(Buffer.byteLength(body)) }
            : {};
        const req = request(u, {
            method: o.method,
            headers: { ...o.headers, ...length },
            agent,
            signal: o.signal,
        }, (response) => {
            res = response;
            const body = Object.assign(response, { text: () => (0,consumers_.text)(response) });
            resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body });
        });
        req.setTimeout(IDLE_MS, () => req.destroy(new IdleTimeoutError()));
        req.on('error', (err) => {
            if (!res)
                reject(err);
            // The answer came first (a refusal before the body was read, or a stream of progress lines): its body
            // carries the failure, unless it is already whole.
            else if (!res.complete)
                res.destroy(err);
        });
        if (body === undefined)
            req.end();
        else if (typeof body === 'string' || Buffer.isBuffer(body))
            req.end(body);
        else {
            // Not stream.pipeline: it aborts a request it destroys, and the body's own error would be lost for
            // "socket hang up".
            body.once('error', (err) => req.destroy(err));
            req.once('close', () => body.destroy());
            // The head goes at once, not with the body's first piece: the server checks the request (a deploy's
            // admission, its pending revision) while the packer makes that piece (figures: docs/bench.md).
            req.flushHeaders();
            body.pipe(req);
        }
    });
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/http.js
/**
 * One HTTP exchange with the API over undici (imported on first use), or over Node's own http (`transport`
 * `node`, node-transport.ts): URL joining, Basic auth, JSON bodies, timeouts via AbortSignal,
 * error mapping to ApiError/NetworkError, bodies always consumed. No retries here (see retry.ts).
 * The Authorization header is built here and never leaves this module: nothing logs or throws it.
 */




/** Encodes one dynamic path segment (domain, rev, id, email). */
const seg = (value) => encodeURIComponent(String(value));
function parseEndpoint(endpoint) {
    let url;
    try {
        url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(endpoint) ? endpoint : `http://${endpoint}`);
    }
    catch {
        throw new TypeError(`endpoint "${endpoint}" is not a URL: use e.g. https://surge.surge.sh or http://127.0.0.1:3000`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new TypeError(`endpoint must be http:// or https://, got ${url.protocol}`);
    }
    if (url.username || url.password) {
        throw new TypeError('endpoint must not contain credentials: pass them as the token (or email and password) option');
    }
    if (url.search || url.hash)
        throw new TypeError('endpoint must not have a query string or fragment');
    return url;
}
function authorization(credentials) {
    if (!credentials)
        return undefined;
    const pair = 'token' in credentials ? `token:${credentials.token}` : `${credentials.email}:${credentials.password}`;
    return `Basic ${Buffer.from(pair, 'utf8').toString('base64')}`;
}
/** Header values must be ASCII without control characters (the official clients strip the rest). */
const headerSafe = (value) => value.replace(/[^\x20-\x7e]/g, '').trim();
function flatHeaders(h) {
    const out = {};
    for (const [k, v] of Object.entries(h))
        if (v !== undefined)
            out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
    return out;
}
/**
 * One turn of the event loop before each request. undici hands a keep-alive connection back to its pool only on
 * the turn after the response that used it ended (lib/dispatcher/client-h1.js: "we must wait a full event loop
 * cycle to reuse this socket"), so a request made in the same turn, as a call right after another's answer is,
 * opens a second connection: against an HTTPS server a TCP and a TLS handshake on the deploy's path (the upload
 * goes right after the answer to its upload delta). test/client/upload-delta.test.ts counts the connections.
 */
const connectionFree = () => new Promise((resolve) => setImmediate(resolve));
function createHttp(o) {
    const auth = authorization(o.credentials);
    const base = o.endpoint.pathname.replace(/\/+$/, '');
    const urlFor = (path) => `${o.endpoint.origin}${base}${path}`;
    /** Sends a request and returns the raw response; throws ApiError for non-2xx (body consumed). */
    async function send(spec) {
        const headers = {
            'user-agent': o.userAgent,
            accept: 'application/json',
            ...spec.headers,
        };
        if (spec.auth !== 'none' && auth)
            headers.authorization = auth;
        let body;
        if (spec.raw) {
            const b = spec.raw.body;
            body = b instanceof external_node_stream_.Readable || typeof b === 'string' || Buffer.isBuffer(b) ? b : external_node_stream_.Readable.from(b);
            if (spec.raw.contentType)
                headers['content-type'] = spec.raw.contentType;
        }
        else if (spec.json !== undefined) {
            body = JSON.stringify(spec.json);
            headers['content-type'] = 'application/json';
        }
        const timeoutMs = spec.timeoutMs ?? o.timeoutMs;
        const timeout = spec.deadline ?? (timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined);
        const signals = [spec.signal, timeout].filter((s) => !!s);
        const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
        o.logger.debug(`${spec.method} ${base}${spec.path}`);
        let res;
        try {
            await connectionFree();
            const init = { method: spec.method, headers, body, signal };
            res =
                o.transport === 'node'
                    ? await nodeRequest(urlFor(spec.path), init)
                    : await (await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 46752, 19))).request(urlFor(spec.path), { ...init, dispatcher: o.dispatcher });
        }
        catch (err) {
            if (spec.signal?.aborted)
                throw spec.signal.reason ?? err;
            throw new errors/* NetworkError */.Dr(spec.method, spec.path, timeout?.aborted ? timeout.reason : err);
        }
        const status = res.statusCode;
        const resHeaders = flatHeaders(res.headers);
        if (status >= 200 && status < 300)
            return { status, headers: resHeaders, body: res.body };
        let text = '';
        try {
            text = await res.body.text();
        }
        catch {
            // the error status is what matters
        }
        throw new errors/* ApiError */.hD({
            status,
            method: spec.method,
            path: spec.path,
            what: spec.what,
            credentials: spec.auth === 'none' || !o.credentials ? 'none' : 'token' in o.credentials ? 'token' : 'password',
            reason: resHeaders.reason,
            body: parseBody(text),
            retryAfterMs: parseRetryAfter(resHeaders['retry-after']),
        });
    }
    /** A JSON call: the parsed body (text if not JSON, undefined if empty). */
    async function call(spec) {
        const res = await send(spec);
        let text;
        try {
            text = await res.body.text();
        }
        catch (err) {
            throw new errors/* NetworkError */.Dr(spec.method, spec.path, err);
        }
        return parseBody(text);
    }
    return { send, call, urlFor };
}
function parseBody(text) {
    if (text === '')
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy-request.js
/**
 * The parts of a deploy request: the `x-sitepub-meta` value, the spec headers, a byte-counting body wrapper
 * (to know whether anything was sent before a failure), and the URLs of the result.
 */




/** Key of the per-deploy id this client adds to `x-sitepub-meta` (and finds again in RevisionEntry.meta). */
const DEPLOY_ID_META_KEY = 'deployId';
const MAX_META_BYTES = 4096;
/** Headers of `PUT /:domain` (spec part 4, plus `timestamp` like the official CLI and `x-sitepub-meta`). */
function deployHeaders(o, known) {
    const headers = {
        accept: 'application/x-ndjson',
        version: known.version,
        timestamp: new Date().toJSON(),
        'x-sitepub-meta': known.meta,
    };
    if (known.fileCount !== undefined)
        headers['file-count'] = String(known.fileCount);
    if (known.projectSize !== undefined)
        headers['project-size'] = String(known.projectSize);
    if (o.message)
        headers.message = headerSafe(o.message);
    if (o.stage)
        headers.stage = 'true';
    if (o.ssl)
        headers.ssl = 'true';
    if (o.add?.length)
        headers.add = o.add.map(headerSafe).join(',');
    if (o.rem?.length)
        headers.rem = o.rem.map(headerSafe).join(',');
    return headers;
}
function encodeMeta(meta) {
    for (const [k, v] of Object.entries(meta)) {
        if (typeof v !== 'string')
            throw new errors/* ClientError */.MZ('invalid-input', `meta.${k} must be a string (got ${typeof v}).`);
    }
    // \u-escape everything outside printable ASCII so the header is valid and round-trips exactly.
    const json = JSON.stringify(meta).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    if (json.length > MAX_META_BYTES) {
        throw new errors/* ClientError */.MZ('invalid-input', `meta is ${json.length} bytes as JSON; the limit is ${MAX_META_BYTES}. Keep only short strings.`);
    }
    return json;
}
/** One turn of the event loop: what has arrived on the sockets (an early answer) is read before going on. */
const readArrived = () => new Promise((resolve) => setImmediate(resolve));
/**
 * Wraps an async byte source, counting what is taken. `it.next()` is called directly, so abandoning one
 * attempt's wrapper does not end the source: an attempt that took nothing can be repeated.
 *
 * Each chunk is handed on a turn of the event loop after the source produced it. A server may answer before the
 * upload ended (a refusal: 401, 403, 413) and close the connection at once; the client's next write then fails
 * (EPIPE, ECONNRESET) and Node destroys the socket with the answer unread, so the caller would see a network
 * error instead of the server's answer (nodejs/node#12339, #54366). The turn lets an answer that arrived while
 * the source was busy (reading files, compressing) be read first: undici then ends the request with that answer
 * and stops the upload. Not covered: an answer and reset arriving while bytes of this client wait in the
 * socket's own write queue. test/client/early-refusal.test.ts.
 */
function counter(it) {
    let n = 0;
    async function* take() {
        for (;;) {
            const r = await it.next();
            if (r.done)
                return;
            n += r.value.length;
            await readArrived();
            yield r.value;
        }
    }
    return { stream: external_node_stream_.Readable.from(take(), { objectMode: false }), pulled: () => n };
}
/** The URL of `host` as `info.urls` lists it; else another listed URL with its host swapped (same scheme and
 * port: a staged deploy may list only its preview); else `https://<host>`. Always without a trailing slash when
 * it has no path (`https://h`, as the server and surge.sh list them), so `url` and `previewUrl` agree. */
function urlOf(info, host) {
    const urls = Array.isArray(info.urls) ? info.urls.filter((u) => typeof u?.url === 'string') : [];
    const found = urls.find((u) => u.domain === host);
    if (found)
        return withoutRootSlash(found.url);
    for (const u of urls) {
        try {
            const url = new URL(u.url);
            url.hostname = host;
            url.pathname = '/';
            url.search = '';
            url.hash = '';
            return withoutRootSlash(url.href);
        }
        catch {
            // not a URL: try the next one
        }
    }
    return `https://${host}`;
}
/** `https://h/` \u2192 `https://h`; a URL with a path, query or fragment, or not a URL, as it is. */
function withoutRootSlash(href) {
    try {
        const url = new URL(href);
        return url.pathname === '/' && !url.search && !url.hash ? url.origin : href;
    }
    catch {
        return href;
    }
}
/**
 * Whether a listed revision was made by the deploy with this id: by the record at the end of its message (every
 * server keeps the message; a plain surge server lists it as `msg`), else by `meta` (sitepub servers).
 */
function madeBy(entry, deployId) {
    if (!entry || typeof entry !== 'object')
        return false;
    const message = typeof entry.msg === 'string' ? entry.msg : entry.message;
    if ((0,deploy_record/* parseRecord */.Hh)(message).record.id === deployId)
        return true;
    const meta = entry.meta;
    return !!meta && typeof meta === 'object' && meta[DEPLOY_ID_META_KEY] === deployId;
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/types.js
var types = __webpack_require__(63457);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/normalize.js

/** What an answer lacked or had that the reader does not know (debug), or had odd (warning), said once. */
class Notes {
    odd = new Set();
    absent = new Set();
    unknown = new Set();
    /** One warning for the odd fields, one debug line for the absent and the unknown ones. */
    report(logger, what) {
        if (this.odd.size)
            logger.warning(`${what}: the server's answer ${[...this.odd].join('; ')}; read as well as it could be.`);
        if (this.absent.size)
            logger.debug(`${what}: the answer has no ${[...this.absent].join(', ')}.`);
        if (this.unknown.size)
            logger.debug(`${what}: the answer has fields this client does not know: ${[...this.unknown].join(', ')}.`);
    }
}
const isObject = (v) => !!v && typeof v === 'object' && !Array.isArray(v);
/** Notes something odd about a field: `text` names it quoted, then where it is when nested (`[]`: a list item). */
function odd(notes, path, text) {
    const key = /(?:^|\.)([^.]+)$/.exec(path)?.[1] ?? path;
    notes.odd.add(text(`"${key}"`) + (key === path ? '' : ` (at ${path})`));
}
const join = (path, key) => (path ? `${path}.${key}` : key);
/** A string for a number or boolean schema, converted when it says exactly that value. */
function fromString(s, v) {
    const t = v.trim();
    if (s.type === 'integer' && /^-?\d{1,16}$/.test(t))
        return { value: Number(t) };
    if (s.type === 'number' && t !== '' && Number.isFinite(Number(t)))
        return { value: Number(t) };
    if (s.type === 'boolean' && (t === 'true' || t === 'false'))
        return { value: t === 'true' };
    return undefined;
}
/** Whether `v` is of the schema's own type (a scalar schema; objects and lists are read by their walkers). */
function fits(s, v) {
    if (s.const !== undefined)
        return v === s.const;
    switch (s.type) {
        case 'string':
            return typeof v === 'string';
        case 'integer':
            return Number.isSafeInteger(v);
        case 'number':
            return typeof v === 'number' && Number.isFinite(v);
        case 'boolean':
            return typeof v === 'boolean';
        case 'null':
            return v === null;
        case 'object':
            return isObject(v);
        case 'array':
            return Array.isArray(v);
        default:
            return true; // `{}`: anything
    }
}
/** Reads `v` as the schema says; notes what was odd under `path`. */
function read(s, v, notes, path) {
    if (s.anyOf) {
        const member = s.anyOf.find((m) => fits(m, v));
        if (member)
            return read(member, v, notes, path);
        if (typeof v === 'string')
            for (const m of s.anyOf) {
                const converted = fromString(m, v);
                if (converted)
                    return (odd(notes, path, (f) => `gives ${f} as a string`), converted);
            }
        return (odd(notes, path, (f) => `has an unusable ${f}`), undefined);
    }
    if (s.type === 'object')
        return isObject(v) ? { value: readObject(s, v, notes, path) } : notObject(notes, path);
    if (s.type === 'array') {
        if (!Array.isArray(v))
            return (odd(notes, path, (f) => `has ${f} that is not a list`), undefined);
        const item = s.items ?? {};
        const out = v.flatMap((e) => {
            const r = read(item, e, notes, `${path}[]`);
            return r ? [r.value] : [];
        });
        return { value: out };
    }
    if (fits(s, v))
        return { value: v };
    const converted = typeof v === 'string' ? fromString(s, v) : undefined;
    odd(notes, path, (f) => (converted ? `gives ${f} as a string` : `has an unusable ${f}`));
    return converted;
}
function notObject(notes, path) {
    if (!path)
        notes.odd.add('is not an object');
    else if (path.endsWith('[]'))
        notes.odd.add(`has an item that is not an object (at ${path})`);
    else
        odd(notes, path, (f) => `has ${f} that is not an object`);
    return undefined;
}
/**
 * An object: its known fields read in the schema's order (so the notes are), kept in the answer's order, unknown
 * fields handed on as they are; a missing list is none.
 */
function readObject(s, v, notes, path) {
    const known = new Map();
    const required = new Set(s.required);
    for (const [key, sub] of Object.entries(s.properties ?? {})) {
        const at = join(path, key);
        if (v[key] === undefined) {
            if (!required.has(key))
                continue;
            notes.absent.add(at);
            if (sub.type === 'array')
                known.set(key, []);
            continue;
        }
        const r = read(sub, v[key], notes, at);
        if (r)
            known.set(key, r.value);
        else if (sub.type === 'array')
            known.set(key, []);
    }
    const values = s.patternProperties ? Object.values(s.patternProperties)[0] : undefined;
    const out = {};
    for (const [key, value] of Object.entries(v)) {
        if (s.properties && key in s.properties) {
            if (known.has(key))
                out[key] = known.get(key);
        }
        else if (values) {
            const r = read(values, value, notes, join(path, key));
            if (r)
                out[key] = r.value;
        }
        else {
            if (s.additionalProperties === false)
                notes.unknown.add(join(path, key));
            out[key] = value;
        }
    }
    for (const [key, value] of known)
        if (!(key in out))
            out[key] = value;
    return out;
}
/** Reads an answer as the wire schema says: what fits, with no promise that a required field is there. */
function readAs(schema, v, notes, path = '') {
    return read(schema, v, notes, path)?.value;
}
const revFromPreview = (preview) => typeof preview === 'string' ? /^(\d{1,16})-/.exec(preview)?.[1] : undefined;
/** One revision entry, or undefined when it has no usable rev (noted). */
function revisionEntry(v, domain, notes, path = '') {
    const e = readAs(types/* RevisionEntry */.m0, v, notes, path);
    if (!e)
        return undefined;
    let rev = e.rev;
    if (rev === undefined) {
        // No rev but a preview host `<rev>-<domain>`: the rev it names.
        const named = revFromPreview(e.preview);
        if (named === undefined) {
            if (isObject(v) && v.rev === undefined)
                odd(notes, join(path, 'rev'), (f) => `has a revision without ${f}`);
            return undefined;
        }
        notes.odd.add('has a revision without "rev" (read from its preview)');
        rev = Number(named);
    }
    const message = e.message ?? e.msg ?? null;
    if (e.created_at === undefined)
        notes.absent.add('created_at (taken from the revision id, the deploy time)');
    return {
        ...e,
        rev,
        preview: e.preview ?? `${rev}-${domain}`,
        current: e.current ?? false,
        email: e.email ?? '',
        message,
        msg: e.msg ?? message,
        friendlySize: e.friendlySize ?? '',
        timeAgoInWords: e.timeAgoInWords ?? '',
        created_at: e.created_at ?? new Date(rev).toISOString(),
    };
}
/** `GET /:domain/list`: the entries that have a usable rev, newest first as the server sent them. */
function revisionList(v, domain, logger) {
    const notes = new Notes();
    let out = [];
    if (!Array.isArray(v))
        notes.odd.add('is not a list');
    else
        out = v
            .map((e) => revisionEntry(e, domain, notes, '[]'))
            .filter((e) => e !== undefined);
    notes.report(logger, `The revision list of ${domain}`);
    return out;
}
/** `GET /:domain[/:rev]/metadata.json`: `message` from `msg` when only that is sent, the preview from the rev. */
function metadataOf(v, domain, logger) {
    const notes = new Notes();
    const md = readAs(types/* Metadata */.OS, v, notes);
    notes.report(logger, `The metadata of ${domain}`);
    if (!md)
        return v;
    const msg = isObject(v) && typeof v.msg === 'string' ? v.msg : null;
    return {
        ...md,
        ...(md.rev === undefined ? {} : { preview: md.preview ?? `${md.rev}-${domain}` }),
        message: md.message ?? msg,
    };
}
/** Rollback, rollfore, cutover and discard answers: `revision` (and `former`) as revision entries. */
function revisionAnswer(schema, v, domain, logger, what) {
    const notes = new Notes();
    const answer = readAs(schema, v, notes);
    for (const key of ['revision', 'former'])
        if (isObject(answer?.[key]))
            answer[key] = revisionEntry(answer[key], domain, notes, key) ?? answer[key];
    notes.report(logger, what);
    return (answer ?? v);
}
/** A deploy's info line: `metadata.rev` a number, `instances` and `urls` lists. Notes what was odd. */
function infoOf(info, _domain, notes) {
    const read = readAs(types/* InfoEvent */.b6, info, notes) ?? {};
    return { ...read, metadata: read.metadata ?? {} };
}

// EXTERNAL MODULE: ./node_modules/typebox/build/index.mjs + 1 modules
var build = __webpack_require__(35007);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/uploads.js
var uploads = __webpack_require__(92722);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/upload-delta.js
/**
 * Upload deltas (sitepub extension, docs/client.md): the client lists every file of a folder with its sha256
 * and size (or by size alone first), the server answers which ones it lacks for this account (the delta: an id
 * and the missing paths), and the deploy carries only those. The HTTP API calls the exchange an "upload plan"
 * (`POST /:domain/uploads`, header `x-sitepub-upload`), and so do the library's public names and the log lines;
 * the code calls it a delta, as "plan" is also a billing plan. Pure helpers: the request bodies, the checks of
 * the answers against what was asked, what counts as "no deltas here", and the one-line description of an upload
 * the CLI and the Action print.
 */





/** Request header naming the delta on `PUT /:domain` (exported by the library as UPLOAD_PLAN_HEADER). */
const UPLOAD_DELTA_HEADER = 'x-sitepub-upload';
/** Path of the delta endpoint under a domain's path (`/<domain>`). */
const deltaPath = (domainPath) => `${domainPath}/uploads`;
/** The status line before an upload: how much of the site travels, how much the server already holds. */
function uploadLine(u, f) {
    const files = (n) => `${f.count(n)} file${n === 1 ? '' : 's'}`;
    if (u.plan === undefined)
        return `Uploading ${files(u.fileCount)} (${f.bytes(u.projectSize)})`;
    if (u.files === 0)
        return `Uploading nothing: all ${files(u.fileCount)} already on the server`;
    return (`Uploading ${f.count(u.files)} of ${files(u.fileCount)} (${f.bytes(u.bytes)}); ` +
        `${f.count(u.fileCount - u.files)} already on the server`);
}
/** The request body's `files`: every hashed file, in manifest-key order. */
function deltaFiles(hashes) {
    return Object.entries(hashes).map(([path, h]) => ({ path, size: h.size, sha256: h.sha256 }));
}
/** Every walked file by size alone: a listing asked about before (or while) the files are hashed. */
function sizeListing(files) {
    return files.map((f) => ({ path: (0,pack_manifest/* manifestKey */.Rn)(f.path), size: f.size }));
}
/** The answer to a size-only listing, or undefined if it is not one (the listing by sha256 then follows). */
function sizeAnswer(answer) {
    const notes = new Notes();
    const { worthHashing, encodings = [] } = readAs(uploads/* UploadSizeAnswer */.J$, answer, notes) ?? {};
    return worthHashing && !notes.absent.has('worthHashing') ? { worthHashing, encodings } : undefined;
}
/** What a delta cannot be used without (an expiry may be absent: the delta then lasts). */
const CORE = ['id', 'missing', 'expiresAt'];
const DeltaCore = build/* Type.Pick */.ZUJ.Pick(uploads/* UploadDelta */.iz, CORE);
/** The other fields, a field this client does not know noted (closed: as the reference server sends them). */
const DeltaExtras = build/* Type.Object */.ZUJ.Object(build/* Type.Omit */.ZUJ.Omit(uploads/* UploadDelta */.iz, CORE).properties, { additionalProperties: false });
/**
 * Checks a delta answer as UploadDelta says and against the listed files: every path it asks for was listed,
 * once. Returns the delta, or why it cannot be used (the deploy then uploads every file): a missing or unusable
 * `id`, `missing` or `expiresAt`. Its other fields are extras: one of another type is left out and one this
 * client does not know is not passed on, both said in `notes` (for the caller to report). Each field is read
 * once (`missing` lists up to every file of the site).
 */
function checkDelta(answer, hashes, notes = new Notes()) {
    const core = new Notes();
    const a = readAs(DeltaCore, answer, core);
    core.absent.delete('expiresAt');
    const wrong = [...core.odd, ...[...core.absent].map((f) => `has no "${f}"`)];
    if (!a || wrong.length)
        return `the answer ${wrong.join('; ')}`;
    const { id = '', missing = [], expiresAt = Number.POSITIVE_INFINITY } = a;
    if (!/^[\x21-\x7e]+$/.test(id))
        return 'the answer has no usable "id"';
    const unknown = missing.find((p) => !Object.hasOwn(hashes, p));
    if (unknown !== undefined)
        return `the answer asks for ${JSON.stringify(unknown)}, which was not listed`;
    if (new Set(missing).size !== missing.length)
        return 'the answer lists a path twice';
    const extras = Object.fromEntries(Object.entries(answer).filter(([key]) => !CORE.includes(key)));
    const { reusedFiles, reusedBytes, encodings } = readAs(DeltaExtras, extras, notes) ?? {};
    return {
        id,
        missing,
        expiresAt,
        ...(reusedFiles !== undefined && { reusedFiles }),
        ...(reusedBytes !== undefined && { reusedBytes }),
        ...(encodings !== undefined && { encodings }),
    };
}
const PERMISSION = /permission|not (allowed|authori[sz]ed|permitted)|\bown(s|er|ed)?\b|collaborator|access|forbidden|\bscope\b/i;
function deltaFailure(err) {
    if (!(err instanceof errors/* ApiError */.hD))
        return 'fail';
    if (err.status === 404 || err.status === 405 || err.status === 501)
        return 'absent';
    if (err.status === 401 || err.code === 'rate-limited')
        return 'fail';
    if (err.status === 403 && err.code === 'forbidden' && !err.body.html) {
        const said = [err.reason ?? '', ...err.body.messages].join(' ');
        if (PERMISSION.test(said))
            return 'fail';
    }
    return 'fallback';
}
/** The deploy named a delta the server no longer has (expired, used, restarted): 412 before the body. */
function deltaRefused(err) {
    return err instanceof errors/* ApiError */.hD && err.status === 412;
}
/** Files and bytes an archive of `missing` carries. */
function countsOf(hashes, missing) {
    let bytes = 0;
    for (const p of missing)
        bytes += hashes[p]?.size ?? 0;
    return { files: missing.length, bytes };
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/pack.js + 3 modules
var pack = __webpack_require__(59736);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/parallel-compress.js
var parallel_compress = __webpack_require__(86219);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy/body.js
/**
 * The body of one `PUT` attempt: the caller's stream (what is left of it), or the folder packed with src/pack
 * (only the delta's missing files, with zstd when the server offered it), built in memory first when small.
 */




/** A delta's archive of at most this many bytes (before compression) is built in memory before it is sent. */
const PREBUILT_BYTES = 4 * 1024 * 1024;
/** A stream source is the caller's gzipped tar, as the API defines it. */
const GZIP = pack/* ARCHIVE_CONTENT_TYPE */.aK.gzip;
/**
 * Whether the hash cache wants this upload's digests: the whole site goes, unhashed (nothing could be
 * reused), to a server with deltas. The packer then computes the sha256 of each file on the bytes it reads
 * anyway, instead of a second pass opening and reading every file again once the body is sent.
 */
function hashWhilePacking(options, hashing, n) {
    return (n.kind === 'full' &&
        n.reason !== 'unsupported' &&
        !!hashing &&
        !hashing.hashes &&
        options.hashCache !== undefined &&
        options.reuse !== false);
}
/** Opens the body of one attempt; `bytes` is what it holds before compression (Infinity when unknown). */
async function openBody(job, hashing, n, bytes) {
    const { options } = job;
    if (job.source)
        return { ...counter(job.source), contentType: GZIP, manifest: undefined, dispose: () => { } };
    const delta = n.kind === 'delta' ? n.delta : undefined;
    const zstd = n.zstd && options.compression !== 'gzip' && (0,parallel_compress/* zstdAvailable */.xE)();
    const contentHashes = hashWhilePacking(options, hashing, n);
    const archive = (0,pack/* openArchive */.p_)(job.scan, {
        prefix: options.pack?.prefix,
        gzipLevel: options.pack?.gzipLevel,
        zstdLevel: options.pack?.zstdLevel,
        encoding: zstd ? 'zstd' : 'gzip',
        ...(delta ? { only: new Set(delta.missing) } : {}),
        // The delta's pass already has every md5 (or none is wanted): packing need not hash again.
        ...(hashing?.md5s || !job.wantManifest ? { manifest: false } : {}),
        ...(contentHashes ? { contentHashesUpTo: Infinity } : {}),
    });
    if (delta && bytes <= PREBUILT_BYTES) {
        // Built before the request, so it follows the headers at once: a server refusing the delta (412 before
        // reading the body) then holds the whole request, and its answer is not lost to a reset mid-write.
        const whole = await (0,consumers_.buffer)(archive.stream);
        return {
            ...counter([whole][Symbol.iterator]()),
            contentType: pack/* ARCHIVE_CONTENT_TYPE */.aK[archive.encoding],
            manifest: archive.manifest,
            dispose: () => { },
        };
    }
    return {
        ...counter(archive.stream[Symbol.asyncIterator]()),
        contentType: pack/* ARCHIVE_CONTENT_TYPE */.aK[archive.encoding],
        manifest: archive.manifest,
        ...(contentHashes ? { contentHashes: archive.contentHashes } : {}),
        dispose: () => archive.stream.destroy(),
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy/negotiate.js
/**
 * What one attempt uploads: an upload delta (`POST /:domain/uploads`, upload-delta.ts), the files the server
 * lacks, or the whole site, and whether the server offered zstd. Asked by size first, before any file is read,
 * then by sha256 when something may be reused. Returns its verdict; the next attempt gets it back as
 * `known` (a full upload for a lasting reason stays one).
 */



/**
 * Pure: the verdict that needs no request, or undefined. A full upload for a reason that outlasts an attempt
 * (no deltas on this server, a failed or unusable answer, a refused delta) stays one; a zstd offer is kept.
 */
function knownVerdict(job, known) {
    const zstd = known?.zstd ?? false;
    if (!job.scan)
        return { kind: 'full', reason: 'stream', zstd };
    if (job.options.reuse === false)
        return { kind: 'full', reason: 'reuse-off', zstd };
    if (job.ctx.server?.deltas === false)
        return { kind: 'full', reason: 'unsupported', zstd };
    if (known?.kind === 'full' && known.reason !== 'nothing-to-reuse')
        return known;
    return undefined;
}
/** The upload delta of one attempt, or a full upload and why. */
async function negotiate(job, n) {
    const known = knownVerdict(job, n.known);
    if (known || !n.hashing)
        return known ?? { kind: 'full', reason: 'stream', zstd: false };
    const { hashing } = n;
    const zstd = n.known?.zstd ?? false;
    // A folder deployed from here before (its digests are in the hash cache) is listed by sha256 at once: its
    // content is most likely on the server, and the pass reads only what changed.
    const deployedBefore = async () => ((await hashing.openCache())?.entries ?? 0) > 0;
    if (!hashing.hashes && !(await deployedBefore())) {
        const first = await sizeFirst(job, n, zstd);
        if (first !== 'hash')
            return first;
    }
    const hashes = await hashing.hash();
    const asked = await askDelta(job, n, deltaFiles(hashes));
    if (!('answer' in asked))
        return { kind: 'full', reason: asked.full, zstd };
    const notes = new Notes();
    const delta = checkDelta(asked.answer, hashes, notes);
    notes.report(job.ctx.logger, `The upload plan of ${job.domain}`);
    if (typeof delta === 'string') {
        job.ctx.logger.warning(`Unusable upload plan for ${job.domain} (${delta}); uploading every file.`);
        return { kind: 'full', reason: 'unusable', zstd };
    }
    return { kind: 'delta', delta, zstd: zstd || !!delta.encodings?.includes('zstd') };
}
/** The delta request's answer, or why the deploy uploads every file (credentials, permission: thrown). */
async function askDelta(job, n, files) {
    const { ctx, path, domain } = job;
    n.onRequest({ method: 'POST', path: deltaPath(path) });
    try {
        return {
            answer: await ctx.http.call({
                method: 'POST',
                path: deltaPath(path),
                what: `The deploy of ${domain} (its upload plan request, POST ${deltaPath(path)})`,
                json: { files },
                signal: job.signal,
            }),
        };
    }
    catch (err) {
        const failure = deltaFailure(err);
        if (failure === 'fail')
            throw err;
        // A 400 to a listing by size alone is a server's from before such listings: sizeFirst lists the sha256s.
        if (files.every((f) => f.sha256 === undefined) && err instanceof errors/* ApiError */.hD && err.status === 400)
            throw err;
        if (failure === 'absent') {
            ctx.logger.debug(`${deltaPath(path)}: no upload plans on this server; uploading every file.`);
            if (ctx.server)
                ctx.server.deltas = false;
        }
        else {
            ctx.logger.warning(`The upload plan request of ${domain} failed (${err instanceof Error ? err.message : String(err)}); ` +
                'uploading every file.');
        }
        return { full: failure === 'absent' ? 'unsupported' : 'failed' };
    }
}
/**
 * The folder listed by size alone, before any file is read. When none of its sizes is that of content the server
 * holds for this account (a first deploy, new content), nothing can be reused: a full upload, the site unhashed
 * (a hash cache gets its digests from the packer, on the bytes it reads anyway). Otherwise: 'hash', the pass,
 * then the listing by sha256. Hashing while the question is out would cost a first deploy a read and a digest
 * of every file on the cores the server needs to answer it (figures: docs/bench.md).
 */
async function sizeFirst(job, n, zstd) {
    let asked;
    try {
        asked = await askDelta(job, n, sizeListing(job.scan.files));
    }
    catch (err) {
        // A server from before size-only listings refuses them (400): the listing by sha256 follows. Any other
        // refusal is the delta's own answer (403, ...), which the full listing would get as well.
        if (!(err instanceof errors/* ApiError */.hD && err.status === 400))
            throw err;
        job.ctx.logger.debug(`size-only upload listing refused (${err.message}); listing the sha256s`);
        return 'hash';
    }
    if (!('answer' in asked))
        return { kind: 'full', reason: asked.full, zstd }; // no deltas here
    const answer = sizeAnswer(asked.answer);
    if (!answer || answer.worthHashing.length > 0)
        return 'hash';
    return { kind: 'full', reason: 'nothing-to-reuse', zstd: zstd || answer.encodings.includes('zstd') };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy-events.js
/**
 * Pure: which NDJSON lines end a deploy (or certificate) stream as a failure, as ApiErrors that say why and
 * what to do. `error` lines carry the server's message; `collect` means payment is required (the official
 * CLI would prompt for a card, which CI cannot do: fail at once with the checkout URL).
 */

/**
 * What an aborted deploy means for production, unless the server's message says it already (sitepub's say
 * "production is unchanged", or that the revision "was stored" when production did move).
 */
function productionNote(said) {
    const end = /[.!?]$/.test(said) ? '' : '.';
    return /production is unchanged|\bwas stored\b/i.test(said) ? end : `${end} Production is unchanged.`;
}
function streamFailure(event, c) {
    if (event.type === 'error') {
        const e = event.error;
        const said = typeof e?.message === 'string' ? e.message : 'no reason given';
        return new errors/* ApiError */.hD({
            status: c.status,
            method: 'PUT',
            path: c.path,
            body: event,
            code: 'deploy-error',
            message: `The server aborted the deploy of ${c.domain}: ${said}${productionNote(said)}`,
        });
    }
    if (event.type === 'collect') {
        const ev = event;
        const checkoutUrl = typeof ev.checkout_url === 'string' ? ev.checkout_url : undefined;
        const plan = typeof ev.plan?.name === 'string' ? ` (plan "${ev.plan.name}")` : '';
        const why = typeof ev.reason === 'string' && ev.reason ? ` because ${ev.reason}` : '';
        return new errors/* ApiError */.hD({
            status: 402,
            method: 'PUT',
            path: c.path,
            body: event,
            code: 'payment-required',
            checkoutUrl,
            message: `Payment required to deploy ${c.domain}${plan}${why}: the deploy will not complete until the account ` +
                `subscribes. ${checkoutUrl ? `Subscribe at ${checkoutUrl}` : 'Subscribe to a plan (the service gives an upgrade link)'}, then deploy again.`,
        });
    }
    return undefined;
}
function incompleteStream(status, path, domain) {
    return new errors/* ApiError */.hD({
        status,
        method: 'PUT',
        path,
        code: 'deploy-incomplete',
        message: `The deploy stream for ${domain} ended without an "info" line, so the deploy did not succeed ` +
            '(the server gave no reason). Production is most likely unchanged: check the revision list of the domain, ' +
            'then deploy again.',
    });
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/ndjson.js
/** The types of DeployEvent, the events this client types. */
const KNOWN_TYPES = new Set(Object.keys({
    progress: true,
    cert: true,
    subscription: true,
    collect: true,
    info: true,
    error: true,
    users: true,
}));
/** Narrows an event to a known type: `if (isEvent(e, 'progress')) e.written` (same as checking `e.type`). */
function isEvent(event, type) {
    return event.type === type;
}
function parseLine(line) {
    const text = line.trim();
    if (!text.startsWith('{'))
        return undefined;
    try {
        const value = JSON.parse(text);
        if (value && typeof value === 'object' && !Array.isArray(value)) {
            const obj = value;
            if (typeof obj.type !== 'string')
                return undefined;
            return KNOWN_TYPES.has(obj.type)
                ? obj
                : { type: 'unknown', event: obj };
        }
    }
    catch {
        // ignored like the official client does
    }
    return undefined;
}
function createNdjsonSplitter() {
    const decoder = new TextDecoder('utf-8');
    let rest = '';
    const take = (text) => {
        rest += text;
        const lines = rest.split('\n');
        rest = lines.pop() ?? '';
        const events = [];
        for (const line of lines) {
            const ev = parseLine(line);
            if (ev)
                events.push(ev);
        }
        return events;
    };
    return {
        push: (chunk) => take(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })),
        end: () => {
            const events = take(decoder.decode());
            const last = parseLine(rest);
            rest = '';
            if (last)
                events.push(last);
            return events;
        },
    };
}
/** Pure convenience: all events of a complete body. */
function parseNdjson(chunks) {
    const s = createNdjsonSplitter();
    const out = [];
    for (const c of chunks)
        out.push(...s.push(c));
    out.push(...s.end());
    return out;
}
/** Streams events from an async byte source (e.g. an undici response body). */
async function* ndjsonEvents(source) {
    const s = createNdjsonSplitter();
    for await (const chunk of source)
        yield* s.push(chunk);
    yield* s.end();
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy/explain.js


/**
 * Not published when the upload was cut short; else as the server's info line says, or else as a revision
 * carrying this deploy's id does (a server failing the deploy may have stored it first: "revision N was stored
 * and is live, but ...").
 */
async function callbackFailed(job, threw, at) {
    const said = threw.error instanceof Error ? threw.error.message : String(threw.error);
    const first = `The onEvent callback threw on a "${threw.event.type}" event of the deploy of ${job.domain} (${said})`;
    const live = job.options.stage ? 'staged: not live' : 'live';
    let outcome;
    if (at.info) {
        const rev = at.info.metadata?.rev;
        outcome =
            `; the upload had already completed, and the server published the deploy anyway ` +
                `(revision ${String(rev)}, ${live}).`;
    }
    else if (!at.bodySent) {
        outcome = '; the upload was aborted before it completed, so nothing was published.';
    }
    else {
        outcome = await afterUpload(job, at.serverFailure?.message);
    }
    return new errors/* ClientError */.MZ('callback-failed', first + outcome, { cause: threw.error });
}
/** The upload had completed and no info line came: what the revision list says became of the deploy. */
async function afterUpload(job, failure) {
    const made = await job.ctx.revisions(job.domain).then((revs) => ({ rev: revs.find((r) => madeBy(r, job.deployId)) }), () => null);
    const failedSo = failure ? `; the server then failed the deploy (${failure})` : '';
    const completed = '; the upload had already completed';
    if (made?.rev)
        return (`${failedSo || completed}, but revision ${made.rev.rev} had been made from it ` +
            `(${made.rev.current ? 'live' : 'not live'}).`);
    if (made)
        return failure
            ? `; the server then failed the deploy, so nothing was published (${failure}).`
            : `${completed}, and no revision was made from it: nothing was published.`;
    return ((failedSo || `${completed} and the server did not say whether it published the deploy`) +
        ': check the revision list of the domain before deploying again.');
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy/read-stream.js




/** The attempt's `info` line (as the server sent it); throws the failure the answer or onEvent ended with. */
async function readAnswer(job, res, emit, upload) {
    const { options, path, domain, signal } = job;
    const failureOf = (event) => streamFailure(event, { status: res.status, path, domain });
    let info;
    let threw;
    /** After onEvent threw once the body was sent: the failure the server's stream ended with, if any. */
    let serverFailure;
    try {
        for await (const event of ndjsonEvents(res.body)) {
            if (event.type === 'info')
                info = event;
            if (threw) {
                // The upload had completed: aborting would not stop the server, so its answer is read to tell the
                // caller what became of the deploy.
                serverFailure ??= failureOf(event);
                continue;
            }
            try {
                options.onEvent?.(event);
            }
            catch (error) {
                threw = { error, event };
                if (!upload.sent())
                    break; // abort below: an upload cut short publishes nothing
                serverFailure = failureOf(event);
                continue;
            }
            emit(event);
            const failure = failureOf(event);
            if (failure)
                throw failure;
        }
    }
    catch (err) {
        // with `threw`, the stream broke off: callbackFailed looks the deploy up
        if (threw) {
            // what became of the deploy is looked up below
        }
        else if (err instanceof errors/* ApiError */.hD)
            throw err;
        else if (signal?.aborted)
            throw signal.reason ?? err;
        else
            throw new errors/* NetworkError */.Dr('PUT', path, err);
    }
    if (threw) {
        upload.stop.abort(threw.error);
        throw await callbackFailed(job, threw, { info, bodySent: upload.sent(), serverFailure });
    }
    if (!info)
        throw incompleteStream(res.status, path, domain);
    return info;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy/attempt.js









async function attempt(job, a) {
    const facts = { negotiated: a.known, puts: 1, pulled: 0, taken: 0 };
    const put = (n) => {
        facts.negotiated = n;
        facts.pulled = 0;
        return send(job, a, n, a.puts + facts.puts, (bytes) => {
            facts.pulled = bytes;
            facts.taken += bytes;
        });
    };
    try {
        const first = await negotiate(job, a);
        try {
            return { ok: true, result: await put(first), ...facts };
        }
        catch (err) {
            if (first.kind !== 'delta' || !deltaRefused(err))
                throw err;
            // Refused before the body was read (expired, already used, server restarted): nothing was made.
            job.ctx.logger.warning(`The server refused the upload plan of ${job.domain} (${err.reason ?? err.message}); uploading every file.`);
            facts.puts++;
            return { ok: true, result: await put({ kind: 'full', reason: 'refused', zstd: first.zstd }), ...facts };
        }
    }
    catch (error) {
        return { ok: false, error, ...facts };
    }
}
/**
 * Pure: the error an attempt's failure is reported as. The archive failed while being sent (a file changed
 * under the packer, or could not be read): that, not "network". Our own whole-deploy timeout: a network failure
 * naming the request in flight (`at`); a caller's abort stays as it is.
 */
function attemptError(job, err, at) {
    if (err instanceof errors/* NetworkError */.Dr && (err.cause instanceof pack_errors/* PackError */.q || (0,pack_errors/* isLocalFileError */.y)(err.cause)))
        return err.cause;
    return timedOut(job, err, at);
}
/** Pure: our own whole-deploy timeout is a network failure naming the request in flight; a caller's abort stays. */
function timedOut(job, err, at) {
    return job.timeout?.aborted &&
        !job.options.signal?.aborted &&
        !(err instanceof errors/* ApiError */.hD || err instanceof errors/* ClientError */.MZ || err instanceof errors/* NetworkError */.Dr)
        ? new errors/* NetworkError */.Dr(at.method, at.path, job.timeout.reason)
        : err;
}
/** The `PUT` of one negotiated upload, numbered `number` among the deploy's; `onPulled` gets the bytes taken. */
async function send(job, a, negotiated, number, onPulled) {
    const { options, scan } = job;
    const delta = negotiated.kind === 'delta' ? negotiated.delta : undefined;
    const uploaded = uploadedBy(job, a.hashing, delta);
    if (scan && uploaded)
        options.onUpload?.({
            ...uploaded,
            fileCount: scan.fileCount,
            projectSize: scan.totalSize,
            plan: delta?.id,
            attempt: number,
        });
    const body = await openBody(job, a.hashing, negotiated, uploaded?.bytes ?? Infinity);
    // The hash cache once the body is sent, when this process only waits for the origin: the digests of this
    // pass, or, when nothing was hashed (nothing could be reused), of a pass made now, for the next deploy;
    // none made for a server without deltas.
    const { hashing } = a;
    if (options.hashCache && hashing && options.reuse !== false && !noDeltas(negotiated))
        body.stream.once('end', () => setImmediate(() => void hashing.saveCache(body.contentHashes).catch(() => { })));
    /** Aborts this attempt's request (upload included) when the caller's onEvent throws. */
    const stopUpload = new AbortController();
    let bodySent = false;
    body.stream.once('end', () => (bodySent = true));
    a.onRequest({ method: 'PUT', path: job.path });
    try {
        const res = await job.ctx.http.send({
            method: 'PUT',
            path: job.path,
            raw: { body: body.stream, contentType: body.contentType },
            headers: delta ? { ...job.headers, [UPLOAD_DELTA_HEADER]: delta.id } : job.headers,
            signal: job.signal ? AbortSignal.any([job.signal, stopUpload.signal]) : stopUpload.signal,
            timeoutMs: 0,
        });
        const info = await readAnswer(job, res, a.emit, { sent: () => bodySent, stop: stopUpload });
        return await resultOf(job, { raw: info, delta, uploaded, body, hashing, number });
    }
    finally {
        onPulled(body.pulled());
        body.stream.destroy();
        body.dispose();
    }
}
/** Pure: the server has no upload deltas (digests are of no use to it). */
const noDeltas = (n) => n.kind === 'full' && n.reason === 'unsupported';
/** What the attempt sends: the delta's missing files, or the whole site (a stream: the counts given). */
function uploadedBy(job, hashing, delta) {
    if (delta && hashing?.hashes)
        return countsOf(hashing.hashes, delta.missing);
    if (job.fileCount !== undefined && job.projectSize !== undefined)
        return { files: job.fileCount, bytes: job.projectSize };
    return undefined;
}
/** The deploy's result from the server's `info` line (normalised, notes logged). */
async function resultOf(job, sent) {
    const { domain } = job;
    const notes = new Notes();
    const info = infoOf(sent.raw, domain, notes);
    notes.report(job.ctx.logger, `The info line of the deploy of ${domain}`);
    const packed = job.wantManifest && sent.body.manifest ? await sent.body.manifest : undefined;
    // The whole site; what was packed this time is what was sent (a file may have changed since hashing).
    // Built on first read, once: most callers never read it (the Action keeps its own), and on mdi-icons'
    // 7,453 files the copy is 2 MB of heap at the end of the deploy, where a client's memory peaks.
    let manifest;
    const wholeManifest = () => {
        const md5s = sent.hashing?.md5s;
        return (manifest ??= md5s ? { ...(0,pack_manifest/* manifestOf */.$V)(md5s), ...packed } : packed);
    };
    const md = info.metadata;
    const revision = typeof md.rev === 'number' ? md.rev : Number.NaN;
    const preview = typeof md.preview === 'string' ? md.preview : `${revision}-${domain}`;
    return {
        domain,
        info,
        revision,
        preview,
        previewUrl: urlOf(info, preview),
        url: urlOf(info, domain),
        staged: !!job.options.stage,
        deployId: job.deployId,
        fileCount: job.fileCount,
        projectSize: job.projectSize,
        get manifest() {
            return wholeManifest();
        },
        uploaded: sent.uploaded,
        uploadPlan: sent.delta?.id,
        skipped: job.scan?.skipped ?? [],
        attempts: sent.number,
    };
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/hash-cache.js
var hash_cache = __webpack_require__(57018);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy/hash.js
/**
 * The digests of a folder source, for its upload delta, and the hash cache (pack/hash-cache.ts) kept between
 * deploys. One FolderHashing per deploy() of a folder: the pass is made once, if at all (a first deploy makes
 * none: the packer hashes what it packs). What it holds changes only through its own methods.
 */


class FolderHashing {
    #job;
    #scan;
    #hashes;
    #md5s;
    /** The hash pass under way (or done). */
    #pass;
    /** Ends a pass when the deploy fails. */
    #stop = new AbortController();
    #cache;
    /** The hash cache was written (once per deploy: saveCache). */
    #saved = false;
    /** `prepared`: digests the caller made (the Action's local build), used as they are. */
    constructor(job, scan, prepared) {
        this.#job = job;
        this.#scan = scan;
        this.#hashes = prepared;
        this.#md5s = prepared;
    }
    /** The sha256 and size of every file, once a pass has finished (or digests were prepared). */
    get hashes() {
        return this.#hashes;
    }
    /** The md5s too, when the pass computed the manifest (DeployOptions.manifest). */
    get md5s() {
        return this.#md5s;
    }
    /** The hash cache of this folder (options.hashCache), opened once. */
    openCache() {
        const { hashCache } = this.#job.options;
        return (this.#cache ??= hashCache
            ? (0,hash_cache/* openHashCache */.bD)(this.#scan.folder, hashCache)
            : Promise.resolve(undefined));
    }
    /** Starts the hash pass (or joins the one under way); resolves with every file's digests. */
    async hash() {
        if (this.#hashes)
            return this.#hashes;
        this.#pass ??= this.#startPass();
        await this.#pass;
        return this.#hashes;
    }
    async #startPass() {
        const { signal, wantManifest } = this.#job;
        const cache = await this.openCache();
        const o = { signal: signal ? AbortSignal.any([signal, this.#stop.signal]) : this.#stop.signal, cache };
        this.#hashes = wantManifest
            ? (this.#md5s = await (0,pack_manifest/* hashSite */.MS)(this.#scan.files, o))
            : await (0,pack_manifest/* hashContent */.sW)(this.#scan.files, o);
    }
    /** The deploy failed: no pass goes on for the cache. */
    abort() {
        this.#stop.abort();
    }
    /**
     * Writes the hash cache, once, after an upload body has been sent, when this process only waits for the
     * origin (its lines are built on this thread; before the upload they would delay it, and during it add to
     * the peak): the digests of the delta's pass, or the packer's (`packed`, every file of a whole upload), or of
     * a pass made now. The caller skips it for a server without deltas. A deploy never waits for it, nor fails by
     * it.
     */
    async saveCache(packed) {
        if (!this.#hashes && packed)
            this.#hashes = await packed;
        const hashes = await this.hash();
        const cache = await this.openCache();
        if (!cache || this.#saved)
            return;
        this.#saved = true;
        await cache.save(this.#scan.files, hashes);
    }
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/domain.js
var protocol_domain = __webpack_require__(25678);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy/job.js
/**
 * What one deploy() call is, fixed once its options are checked and its folder scanned: the domain, the id, the
 * headers, the signal. Read by every step, changed by none; what the steps find out they return (negotiate.ts,
 * attempt.ts), and the folder's digests live in hash.ts's FolderHashing.
 */






/** Checks the options (ClientError invalid-domain / invalid-input) and scans a folder source. */
async function prepare(ctx, options) {
    const check = (0,protocol_domain/* checkDomain */.D2)(options.domain);
    if (!check.ok)
        throw new errors/* ClientError */.MZ('invalid-domain', `Invalid domain "${options.domain}": ${check.rule}.`);
    checkStreamCounts(options);
    const domain = check.domain;
    const path = `/${seg(domain)}`;
    const deployId = (0,deploy_record/* newDeployId */.B$)();
    // The text as it goes on the wire (printable ASCII), then the record, so nothing strips a gap before it.
    const message = (0,deploy_record/* withRecord */.q8)(options.message && headerSafe(options.message), {
        ...options.record,
        id: deployId,
    });
    const metaHeader = encodeMeta({ ...options.meta, [DEPLOY_ID_META_KEY]: deployId });
    let scan;
    let fileCount = options.fileCount;
    let projectSize = options.projectSize;
    if (typeof options.source === 'string') {
        scan =
            options.prepared?.scan ??
                (await (0,pack/* scanSite */.BD)(options.source, { ...options.pack, stamps: options.hashCache !== undefined }));
        fileCount = scan.fileCount;
        projectSize = scan.totalSize;
        for (const s of scan.skipped)
            ctx.logger.warning(`Not published: ${s.path} (${s.reason.replaceAll('-', ' ')})`);
    }
    const timeout = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
    return {
        ctx,
        options,
        domain,
        path,
        deployId,
        scan,
        fileCount,
        projectSize,
        startedAt: Date.now(),
        timeout,
        signal: options.signal && timeout ? AbortSignal.any([options.signal, timeout]) : (options.signal ?? timeout),
        wantManifest: options.manifest !== false,
        headers: deployHeaders({ ...options, message }, { version: ctx.version, fileCount, projectSize, meta: metaHeader }),
        source: typeof options.source === 'string' ? undefined : options.source[Symbol.asyncIterator](),
    };
}
/** A stream source needs its fileCount and projectSize (the headers the service requires). */
function checkStreamCounts(options) {
    if (typeof options.source !== 'string' &&
        !(Number.isSafeInteger(options.fileCount) &&
            Number.isSafeInteger(options.projectSize) &&
            options.fileCount >= 0 &&
            options.projectSize >= 0)) {
        throw new errors/* ClientError */.MZ('invalid-input', `deploy() of ${options.domain} from a stream needs fileCount and projectSize, whole numbers from 0 (the archive's files and ` +
            'bytes before compression, sent as the file-count and project-size headers the service requires): ' +
            'pass both, or deploy the folder instead.');
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy/retry-verdict.js


/** Pure: the verdict from what was sent and the error. */
function retryVerdict(domain, facts, err) {
    if (facts.stream && facts.taken > 0)
        return {
            retry: false,
            warning: `Not retrying the deploy of ${domain}: its stream source was partly sent and cannot be replayed.`,
        };
    if (facts.pulled === 0)
        return { retry: true };
    // Refused outright (timeout, rate limit: answered before the archive was taken): nothing was made.
    if (err instanceof errors/* ApiError */.hD && (err.status === 408 || err.code === 'rate-limited'))
        return { retry: true };
    return { retry: 'unless-made' };
}
/** Pure: retry when no listed revision was made by this deploy; else the `deploy-not-retried` error naming it. */
function madeVerdict(job, revisions, err) {
    const made = revisions.find((r) => madeBy(r, job.deployId));
    if (!made)
        return true;
    return new errors/* ApiError */.hD({
        status: err instanceof errors/* ApiError */.hD ? err.status : 0,
        method: 'PUT',
        path: job.path,
        body: made,
        code: 'deploy-not-retried',
        message: `The deploy of ${job.domain} failed after the server had already created revision ${made.rev} from it ` +
            `(${err instanceof Error ? err.message : String(err)}), so it was not sent again. ` +
            (made.current
                ? 'That revision is live.'
                : `It is not live${job.options.stage ? ' (staged deploy: expected)' : ''}; make it live with a cutover to revision ${made.rev} if wanted.`),
    });
}
async function safeToRetry(job, facts, err) {
    const { ctx, domain } = job;
    const verdict = retryVerdict(domain, facts, err);
    if (verdict.retry === false)
        ctx.logger.warning(verdict.warning);
    if (verdict.retry !== 'unless-made')
        return verdict.retry;
    let revisions;
    try {
        revisions = await ctx.revisions(domain);
    }
    catch (e) {
        if (e instanceof errors/* ApiError */.hD && e.status === 404)
            return true;
        ctx.logger.warning(`Not retrying the deploy of ${domain}: could not check whether the server kept it.`);
        return false;
    }
    const made = madeVerdict(job, revisions, err);
    if (made === true)
        return true;
    throw made;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/deploy/index.js







/**
 * The steps, each a module of this folder returning what it found: job.ts (check the options, scan the folder:
 * the DeployJob every step reads), hash.ts (the folder's digests, FolderHashing), then per attempt attempt.ts:
 * negotiate.ts (upload delta or full upload, and why), body.ts, read-stream.ts (explain.ts when onEvent throws);
 * between attempts retry-verdict.ts. What one attempt learnt (its negotiation, the bytes it took) is handed to
 * the next here.
 */
function deploy(ctx, options) {
    return startEventRun(async (emit) => {
        const job = await prepare(ctx, options);
        const { scan } = job;
        const prepared = scan && options.reuse !== false ? options.prepared?.hashes : undefined;
        const hashing = scan ? new FolderHashing(job, scan, prepared) : undefined;
        /** The request under way (or last made): what a whole-deploy timeout names. */
        let at = { method: 'PUT', path: job.path };
        let last;
        /** `PUT`s made, and the bytes taken from a stream source, over all attempts. */
        let puts = 0;
        let taken = 0;
        const once = async () => {
            last = await attempt(job, {
                hashing,
                known: last?.negotiated,
                onRequest: (request) => (at = request),
                emit,
                puts,
            });
            puts += last.puts;
            taken += last.taken;
            if (!last.ok)
                throw attemptError(job, last.error, at);
            return last.result;
        };
        try {
            if (ctx.retry === false)
                return await once();
            return await withRetry(once, ctx.retry, {
                signal: job.signal,
                deadline: options.timeoutMs ? job.startedAt + options.timeoutMs : undefined,
                shouldRetry: (err) => safeToRetry(job, { stream: job.source !== undefined, pulled: last?.pulled ?? 0, taken }, err),
                onRetry: (err, n, delay) => ctx.logger.warning(`Deploy of ${job.domain} failed (${err instanceof Error ? err.message : String(err)}); retry ${n} after ${delay} ms.`),
            });
        }
        catch (err) {
            hashing?.abort();
            throw timedOut(job, err, at);
        }
        finally {
            await job.source?.return?.();
        }
    });
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/logger.js
const silentLogger = { debug() { }, info() { }, warning() { } };

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/calls.js






function domainPath(domain) {
    const check = (0,protocol_domain/* checkDomain */.D2)(domain);
    if (!check.ok)
        throw new errors/* ClientError */.MZ('invalid-domain', `Invalid domain "${domain}": ${check.rule}.`);
    return `/${seg(check.domain)}`;
}
function revPart(rev) {
    const s = String(rev).trim();
    const m = /^(\d{1,16})(-.+)?$/.exec(s);
    if (!m)
        throw new errors/* ClientError */.MZ('invalid-revision', `Invalid revision "${s}": use the revision number (epoch ms) or its preview host.`);
    return seg(m[1]);
}
/** Account, tokens, sign-in. */
function accountCalls({ get, del, post }) {
    return {
        /** GET /account (with email+password credentials this also creates the account). */
        account: (o) => get('/account', o),
        /** DELETE /account; 409 while projects exist. */
        deleteAccount: (o) => del('/account', o),
        /** POST /token: a new long-lived token (email+password credentials create the account if new). */
        mintToken: (input = {}, o) => post('/token', input, false, o),
        /** GET /tokens: this account's tokens (no token values). */
        tokens: (o) => get('/tokens', o),
        /** DELETE /tokens/:id */
        revokeToken: (id, o) => del(`/tokens/${seg(id)}`, o),
        /** POST /token/reset/:email (no authentication). */
        resetPassword: (email, o) => post(`/token/reset/${seg(email)}`, undefined, true, o, 'none'),
        /** POST /verification: send the verification email (at most once per five minutes). */
        verify: (o) => post('/verification', undefined, true, o),
        /** POST /login/session (no authentication): start a browser login. */
        loginSession: (host, o) => post('/login/session', { host }, false, o, 'none'),
        /** POST /login/session/:uuid/poll (no authentication). */
        loginPoll: (uuid, poll, o) => post(`/login/session/${seg(uuid)}/poll`, { poll }, true, o, 'none'),
        /** POST /mfa/session */
        mfaSession: (o) => post('/mfa/session', undefined, false, o),
    };
}
/** Projects and revisions (deploy() is client.ts's: it needs the client's deploy context). */
function revisionCalls({ get, del, put, post, logger }) {
    return {
        /** GET /list: projects this account can publish. */
        list: (o) => get('/list', o),
        /** GET /:domain/list: revisions, newest first (404 when there are none). */
        revisions: (domain, o) => get(`${domainPath(domain)}/list`, o).then((v) => revisionList(v, domain, logger)),
        /** GET /:domain/metadata.json or /:domain/:rev/metadata.json */
        metadata: (domain, rev, o) => get(`${domainPath(domain)}${rev === undefined ? '' : `/${revPart(rev)}`}/metadata.json`, o).then((v) => metadataOf(v, domain, logger)),
        /** GET /:domain/manifest.json or /:domain/:rev/manifest.json */
        manifest: (domain, rev, o) => get(`${domainPath(domain)}${rev === undefined ? '' : `/${revPart(rev)}`}/manifest.json`, o),
        /**
         * POST /:domain/uploads (sitepub extension, the upload plan; the code calls its answer an upload delta):
         * which of these files the server lacks for this account. Pass
         * the answer's `id` as the `x-sitepub-upload` header of a deploy carrying only `missing`; deploy() of a
         * folder does all this itself. A listing by size alone (no sha256) is answered with `{ worthHashing,
         * encodings }` instead of a delta: the paths whose size is that of content the server holds for this account
         * (none: deploy everything). 404 from servers without deltas. Retried: an unused delta just expires.
         */
        uploadPlan: (domain, files, o) => post(deltaPath(domainPath(domain)), { files }, true, o),
        /** POST /:domain/rollback: serve the previous revision. Not retried. */
        rollback: (domain, o) => post(`${domainPath(domain)}/rollback`, undefined, false, o).then((v) => revisionAnswer(types/* RollbackResult */.qg, v, domain, logger, `The rollback of ${domain}`)),
        /** POST /:domain/rollfore: serve the next revision. Not retried. */
        rollfore: (domain, o) => post(`${domainPath(domain)}/rollfore`, undefined, false, o).then((v) => revisionAnswer(types/* RollbackResult */.qg, v, domain, logger, `The rollfore of ${domain}`)),
        /** PUT /:domain/rev[/:rev]: make a revision (default: the newest) live. */
        cutover: (domain, rev, o) => put(`${domainPath(domain)}/rev${rev === undefined ? '' : `/${revPart(rev)}`}`, undefined, o).then((v) => revisionAnswer(types/* CutoverResult */.s1, v, domain, logger, `The cutover of ${domain}`)),
        /** DELETE /:domain/rev[/:rev]: remove a revision (default: the newest). */
        discard: (domain, rev, o) => del(`${domainPath(domain)}/rev${rev === undefined ? '' : `/${revPart(rev)}`}`, o).then((v) => revisionAnswer(types/* DiscardResult */.qO, v, domain, logger, `The discard of ${domain}`)),
        /** DELETE /:domain: tear the project down. */
        teardown: (domain, o) => del(domainPath(domain), o),
        /** DELETE /:domain/cache */
        purgeCache: (domain, o) => del(`${domainPath(domain)}/cache`, o),
    };
}
/** Certificates, DNS, collaborators, settings, aliases and insight of a domain. */
function domainCalls({ get, del, put, post, streamCall }) {
    return {
        /** GET /:domain/certs */
        certs: (domain, o) => get(`${domainPath(domain)}/certs`, o),
        /** PUT /:domain/encrypt: provision a managed certificate (NDJSON: progress, cert, info). */
        encrypt: (domain, o = {}) => streamCall(() => ({
            method: 'PUT',
            path: `${domainPath(domain)}/encrypt`,
            signal: o.signal,
            timeoutMs: o.timeoutMs ?? 0,
        }), `Certificate provisioning for ${domain}`),
        /** PUT /:domain/ssl: upload a custom PEM bundle (paid plans). 202 `{ msg }`, or an NDJSON stream. */
        uploadCertificate: async (domain, pem, o = {}) => {
            const { info } = await streamCall(() => ({
                method: 'PUT',
                path: `${domainPath(domain)}/ssl`,
                raw: { body: pem, contentType: 'application/x-pem-file' },
                signal: o.signal,
            }), `Certificate upload for ${domain}`).result;
            const r = info;
            const msg = typeof r.msg === 'string' ? r.msg : typeof r.payload?.msg === 'string' ? r.payload.msg : '';
            return { ...info, msg };
        },
        // ---- DNS ----
        dns: (domain, o) => get(`${domainPath(domain)}/dns`, o),
        addDns: (domain, record, o) => post(`${domainPath(domain)}/dns`, record, false, o),
        removeDns: (domain, id, o) => del(`${domainPath(domain)}/dns/${seg(id)}`, o),
        zone: (domain, o) => get(`${domainPath(domain)}/zone`, o),
        addZone: (domain, record, o) => post(`${domainPath(domain)}/zone`, record, false, o),
        removeZone: (domain, id, o) => del(`${domainPath(domain)}/zone/${seg(id)}`, o),
        // ---- collaborators, settings, insight ----
        /** POST /:domain/collaborators */
        invite: (domain, emails, o) => post(`${domainPath(domain)}/collaborators`, { emails }, false, o),
        /** GET /:domain/collaborators (sitepub): who collaborates on the project. */
        collaborators: (domain, o) => get(`${domainPath(domain)}/collaborators`, o),
        /** DELETE /:domain/collaborators */
        revoke: (domain, emails, o) => del(`${domainPath(domain)}/collaborators`, o, { emails }),
        /** PUT /:domain/settings: echoes the resulting configuration. */
        settings: (domain, settings, o) => put(`${domainPath(domain)}/settings`, settings, o),
        /** PUT /:domain/alias/:name (sitepub extension, protocol/aliases.ts): points a preview alias at a revision. */
        setAlias: (domain, name, rev, o) => put(`${domainPath(domain)}/alias/${seg(name)}`, { rev }, o),
        /** DELETE /:domain/alias/:name (sitepub extension). */
        removeAlias: (domain, name, o) => del(`${domainPath(domain)}/alias/${seg(name)}`, o),
        /** GET /:domain/aliases (sitepub extension). */
        aliases: (domain, o) => get(`${domainPath(domain)}/aliases`, o),
        analytics: (domain, o) => get(`${domainPath(domain)}/analytics`, o),
        usage: (domain, o) => get(`${domainPath(domain)}/usage`, o),
        audit: (domain, o) => get(`${domainPath(domain)}/audit`, o),
        /** GET /:domain/status */
        status: (domain, o) => get(`${domainPath(domain)}/status`, o),
    };
}
/** Plans, billing and platform totals. */
function billingCalls({ get, put, post }) {
    return {
        plans: (domain, o) => get(`${domain ? domainPath(domain) : ''}/plans`, o),
        /** PUT /plan or /:domain/plan */
        setPlan: (input, domain, o) => put(`${domain ? domainPath(domain) : ''}/plan`, input, o, false),
        /** PUT /card with a payment-provider source token. */
        setCard: (token, o) => put('/card', { token }, o, false),
        /** POST /upgrade/link: checkout URL (48 h). */
        upgradeLink: (plan, o) => post('/upgrade/link', plan === undefined ? {} : { plan }, true, o),
        /** POST /billing/link: billing portal URL (48 h). */
        billingLink: (o) => post('/billing/link', {}, true, o),
        /** GET /subscription or /:domain/subscription */
        subscription: (domain, o) => get(`${domain ? domainPath(domain) : ''}/subscription`, o),
        /** GET /stats (public). */
        stats: (o) => get('/stats', o, 'none'),
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/stream-call.js
/**
 * NDJSON calls other than deploys: `PUT /:domain/encrypt` (progress, cert, info) and `PUT /:domain/ssl`
 * (one `msg` line, or a plain JSON `{ msg }` as the spec shows). Events as an async iterable, the final
 * `info`/`msg` object as `.result`; an `error` line or a stream without a final object is an ApiError.
 */




/** `request` builds the call's spec (it may throw, on a bad domain: `.result` then rejects). */
function startStreamCall(http, request, what) {
    return startEventRun(async (emit) => {
        const spec = request();
        const res = await http.send({ ...spec, headers: { accept: 'application/x-ndjson', ...spec.headers } });
        const type = res.headers['content-type'] ?? '';
        if (!type.includes('ndjson')) {
            return { info: (parseBody(await res.body.text()) ?? {}) };
        }
        let info;
        for await (const event of ndjsonEvents(res.body)) {
            emit(event);
            if (event.type === 'info')
                info = event;
            else if (event.type === 'unknown' && event.event.type === 'msg')
                info = event.event;
            if (event.type === 'error') {
                const e = event.error;
                throw new errors/* ApiError */.hD({
                    status: res.status,
                    method: spec.method,
                    path: spec.path,
                    body: event,
                    code: 'deploy-error',
                    message: `${what} failed on the server: ${e?.message ?? 'no reason given'}.`,
                });
            }
        }
        if (!info) {
            throw new errors/* ApiError */.hD({
                status: res.status,
                method: spec.method,
                path: spec.path,
                code: 'deploy-incomplete',
                message: `${what} ended without an "info" line, so it did not succeed. Try again later.`,
            });
        }
        return { info };
    });
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/verbs.js


function createVerbs(http, logger, retry, defaultTimeoutMs) {
    /** One call: `timeoutMs` bounds all of it, its tries and the waits between them. */
    const run = (spec, idempotent, o = {}) => {
        const timeoutMs = o.timeoutMs ?? defaultTimeoutMs;
        const deadline = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
        const full = { ...spec, signal: o.signal, timeoutMs, deadline };
        if (!idempotent || retry === false)
            return http.call(full);
        return withRetry(() => http.call(full), retry, {
            signal: o.signal,
            deadline: timeoutMs > 0 ? Date.now() + timeoutMs : undefined,
            onRetry: (err, n, delay) => logger.warning(`${spec.method} ${spec.path} failed (${err.message}); retry ${n} after ${delay} ms.`),
        });
    };
    const get = (path, o, auth) => run({ method: 'GET', path, ...(auth ? { auth } : {}) }, true, o);
    const del = (path, o, json) => run({ method: 'DELETE', path, ...(json === undefined ? {} : { json }) }, true, o);
    const put = (path, json, o, idempotent = true) => run({ method: 'PUT', path, ...(json === undefined ? {} : { json }) }, idempotent, o);
    const post = (path, json, idempotent, o, auth) => run({ method: 'POST', path, ...(json === undefined ? {} : { json }), ...(auth ? { auth } : {}) }, idempotent, o);
    const streamCall = (spec, what) => startStreamCall(http, spec, what);
    return { get, del, put, post, streamCall, logger };
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/version.js + 1 modules
var version = __webpack_require__(95568);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/client.js








function createClient(options = {}) {
    const endpoint = parseEndpoint(options.endpoint ?? limits/* DEFAULT_ENDPOINT */.mP);
    const logger = options.logger ?? silentLogger;
    let credentials;
    if (options.token)
        credentials = { token: options.token };
    else if (options.email && options.password)
        credentials = { email: options.email, password: options.password };
    else if (options.email || options.password)
        throw new TypeError('email and password must be given together');
    const userAgent = options.userAgent ?? `sitepub/${version/* CLIENT_VERSION */.f}`;
    const http = createHttp({
        endpoint,
        credentials,
        dispatcher: options.dispatcher,
        transport: options.transport ?? 'undici',
        logger,
        userAgent,
        timeoutMs: options.timeoutMs ?? 30_000,
    });
    const retry = options.retry ?? {};
    const verbs = createVerbs(http, logger, retry, options.timeoutMs ?? 30_000);
    /** What the deploys of this Client learnt about the server (no upload deltas: not asked again). */
    const server = {};
    const client = {
        endpoint: endpoint.href,
        ...accountCalls(verbs),
        ...revisionCalls(verbs),
        /** PUT /:domain: publish. Iterate the result for events; await `.result` for the outcome. */
        deploy: (o) => deploy({
            http,
            logger,
            retry,
            version: options.version ?? version/* CLIENT_VERSION */.f,
            revisions: (domain) => client.revisions(domain),
            server,
        }, o),
        ...domainCalls(verbs),
        ...billingCalls(verbs),
    };
    // A bad argument (domain, revision) is found while the request is built, before anything is sent: the calls
    // that return a promise reject with it, never throw (deploy() and encrypt() reject their `.result`).
    for (const key of Object.keys(client)) {
        const fn = client[key];
        if (typeof fn !== 'function' || key === 'deploy' || key === 'encrypt')
            continue;
        const call = fn;
        client[key] = (...args) => {
            try {
                return call(...args);
            }
            catch (error) {
                return Promise.reject(error);
            }
        };
    }
    return client;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/index.js










/***/ }),

/***/ 57018:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $O: () => (/* binding */ defaultHashCacheDir),
/* harmony export */   bD: () => (/* binding */ openHashCache)
/* harmony export */ });
/* unused harmony exports RACY_MS, COARSE_RACY_MS, racilyClean */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/**
 * A folder's file digests kept between deploys, as git's index and rsync's quick check do: a file whose device,
 * inode, size, modification and change times are all as they were when it was hashed is not read again. A
 * redeploy from the same folder (a laptop, a Jenkins workspace, a self-hosted runner) then reads only what
 * changed: a site with one file changed hashes that file only.
 *
 * Safety, because a digest taken from here is trusted (an upload plan reuses server content by it):
 * - a file's ctime changes with every write to it, and nobody can set it back, so content changed in place
 *   always misses;
 * - "racily clean" files (git's term) are not kept: one changed within a timestamp tick of the hashing may
 *   change again within that tick with every stamp field equal. Linux stamps files from a clock of 1\u201310 ms
 *   ticks, so RACY_MS (100 ms) covers it tenfold; on file systems that keep whole seconds (ext3, HFS+, FAT's
 *   two), COARSE_RACY_MS;
 * - the folder is `<tmpdir>/sitepub-hash-cache-<uid>`, made 0700 and used only when owned by this user and not
 *   writable by others; anything that does not parse as an entry is ignored, and nothing here is ever fatal.
 *
 * The stamps are the walk's (walk.ts fileStamp); this module only compares them.
 */




/** A file changed this recently before the hashing began is hashed, not remembered. */
const RACY_MS = 100;
/** The same where the file's times are whole seconds (a file system without finer times). */
const COARSE_RACY_MS = 2000;
/** Whether a file changed at `changedMs` may still change unseen: within a timestamp tick of `now`. */
const racilyClean = (changedMs, now) => changedMs > now - (changedMs % 1000 === 0 ? COARSE_RACY_MS : RACY_MS);
const FORMAT = 1;
const HEX64 = /^[0-9a-f]{64}$/;
const HEX32 = /^[0-9a-f]{32}$/;
/** The default folder: per user, under the OS temp folder, like Node's compile cache. */
function defaultHashCacheDir() {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), `sitepub-hash-cache-${process.getuid?.() ?? 'user'}`);
}
/**
 * The file: a header line, then one line per file, `path TAB stamp TAB sha256 TAB md5` (md5 may be empty; a path
 * holding a tab, a line break or a leading quote is written as a JSON string). Lines rather than one JSON
 * document so it is written in small pieces: one document and its copy as bytes would be held at once at the end
 * of an upload, where the CLI's memory peaks.
 */
const header = (folder) => `sitepub-hash-cache ${FORMAT}\t${JSON.stringify(folder)}\n`;
const WRITE_PIECE = 64 * 1024;
function parseLines(text, folder) {
    const out = new Map();
    if (!text.startsWith(header(folder)))
        return out;
    let at = header(folder).length;
    while (at < text.length) {
        let end = text.indexOf('\n', at);
        if (end === -1)
            end = text.length;
        const parts = text.slice(at, end).split('\t');
        at = end + 1;
        if (parts.length !== 4)
            continue;
        let path = parts[0];
        if (path.startsWith('"')) {
            try {
                path = JSON.parse(path);
            }
            catch {
                continue;
            }
        }
        const [, stamp, sha256, md5] = parts;
        if (HEX64.test(sha256) && (md5 === '' || HEX32.test(md5)))
            out.set(path, [stamp, sha256, md5]);
    }
    return out;
}
const pathField = (path) => (/[\t\n\r]|^"/.test(path) ? JSON.stringify(path) : path);
/**
 * A folder of ours alone, or null: made 0700 when missing; refused when another user owns it or others may write
 * in it (they could have left digests there); one of ours that others may only read is closed to 0700.
 */
async function privateDir(dir) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true, mode: 0o700 });
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(dir);
        if (!st.isDirectory())
            return null;
        if (!process.getuid)
            return dir;
        if (st.uid !== process.getuid() || (st.mode & 0o022) !== 0)
            return null;
        if ((st.mode & 0o077) !== 0)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.chmod)(dir, 0o700);
        return dir;
    }
    catch {
        return null;
    }
}
/**
 * The cache of `folder` (an absolute, real path: SiteScan.folder) in `dir`. `now` is when hashing begins. A
 * cache that cannot be used (unwritable folder, damaged file) opens empty, or as one that keeps nothing.
 */
async function openHashCache(folder, dir, now = Date.now()) {
    const safe = await privateDir(dir);
    const file = safe && (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(safe, `${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(folder).digest('hex').slice(0, 32)}.tsv`);
    let old = new Map();
    if (file) {
        try {
            old = parseLines(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8'), folder);
        }
        catch {
            // none yet, or not ours to read: start empty
        }
    }
    const known = (f) => {
        const e = old.get(f.path);
        return e && f.stamp !== undefined && e[0] === f.stamp ? e : undefined;
    };
    return {
        entries: old.size,
        get(f, md5) {
            const e = known(f);
            if (!e || (md5 && e[2] === ''))
                return undefined;
            return e[2] === '' ? { sha256: e[1] } : { sha256: e[1], md5: e[2] };
        },
        async save(files, digests) {
            if (!file)
                return;
            /** The digests of `f` worth keeping, or undefined for a file without a stamp or racily clean. */
            const kept = (f) => {
                const d = digests[`/${f.path}`];
                if (!d || f.stamp === undefined || f.changedMs === undefined || racilyClean(f.changedMs, now))
                    return;
                return d;
            };
            // An md5 kept before stays with its content when this pass took sha256 only.
            const md5Of = (d, before) => d.md5 ?? (before?.[1] === d.sha256 ? before[2] : '');
            // Nothing new (a redeploy of an unchanged folder): the file already says the same, and is not rewritten.
            let count = 0;
            let unchanged = true;
            for (const f of files) {
                const d = kept(f);
                if (!d)
                    continue;
                count++;
                const before = known(f);
                if (before?.[1] !== d.sha256 || before[2] !== md5Of(d, before)) {
                    unchanged = false;
                    break;
                }
            }
            if (unchanged && count === old.size)
                return;
            const line = (f) => {
                const d = kept(f);
                return d ? `${pathField(f.path)}\t${f.stamp}\t${d.sha256}\t${md5Of(d, known(f))}\n` : '';
            };
            const tmp = `${file}.${process.pid}.tmp`;
            let fh;
            try {
                fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(tmp, 'w', 0o600);
                let piece = header(folder);
                for (const f of files) {
                    piece += line(f);
                    if (piece.length < WRITE_PIECE)
                        continue;
                    await fh.write(piece);
                    piece = '';
                }
                await fh.write(piece);
                await fh.close();
                fh = undefined;
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, file);
            }
            catch {
                // a full or read-only temp folder: no cache this time
                await fh?.close().catch(() => undefined);
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { force: true }).catch(() => undefined);
            }
        },
    };
}


/***/ }),

/***/ 71312:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $V: () => (/* binding */ manifestOf),
/* harmony export */   MS: () => (/* binding */ hashSite),
/* harmony export */   Rn: () => (/* binding */ manifestKey),
/* harmony export */   sW: () => (/* binding */ hashContent)
/* harmony export */ });
/* unused harmony exports diffManifests, SMALL_FILE_BYTES, digestFile, hashFiles */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26614);
/**
 * Local manifests (`{ "/path": { size, md5 } }`, the shape of the server's `manifest.json`), a pure diff
 * against a remote one (the pages a deploy changes), and per-file hashing: md5 for manifests, sha256 + md5 in
 * one read for upload plans (only content the server lacks is sent).
 */




const manifestKey = (path) => (path.startsWith('/') ? path : `/${path}`);
/** Pure: what a deploy of `local` changes relative to `remote`. Paths are compared with a leading slash. */
function diffManifests(local, remote) {
    const norm = (m) => new Map(Object.entries(m).map(([k, v]) => [manifestKey(k), { size: v.size, md5: v.md5 ?? v.md5sum }]));
    const l = norm(local);
    const r = norm(remote);
    const added = [];
    const changed = [];
    const removed = [];
    for (const [path, entry] of l) {
        const other = r.get(path);
        if (!other)
            added.push(path);
        else if (other.size !== entry.size || other.md5 !== entry.md5)
            changed.push(path);
    }
    for (const path of r.keys())
        if (!l.has(path))
            removed.push(path);
    return { added: added.sort(), changed: changed.sort(), removed: removed.sort() };
}
/** Files up to this size are read whole, in one synchronous read (their cost is per file, not per byte). */
const SMALL_FILE_BYTES = 256 * 1024;
/** One byte more than the largest small file: a read that fills it shows the file grew. */
const scratch = Buffer.allocUnsafe(SMALL_FILE_BYTES + 1);
function changed(file, got) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .PackError */ .q('file-changed', file.path, `${file.path} changed size from ${file.size} to ${got} bytes while it was being read. ` +
        'Stop whatever writes to the folder (a build still running?) and deploy again.');
}
/**
 * A small file is read synchronously into one scratch buffer: on a site of thousands of icons the time goes to
 * stream set-up and thread-pool round trips, not to bytes. Every digest is fed from that one read.
 */
function digestSmall(file, algorithms) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(file.absolute, 'r');
    let got = 0;
    try {
        // One byte more than the walk saw is asked for: a regular file answers short only at its end, so a read of
        // exactly the expected size is the whole file (no second read to see the end), and a full one means it grew.
        const want = file.size + 1;
        for (let n = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, scratch, 0, want, 0); n > 0; n = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, scratch, got, want - got, got)) {
            got += n;
            if (got === file.size || got >= want)
                break;
        }
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
    if (got !== file.size)
        throw changed(file, got);
    // One-shot digests: no Hash object (and its native half, freed only by a GC) per file and algorithm, which on
    // mdi-icons' 7,453 files was megabytes of garbage at the start of the upload, where a client's memory peaks.
    const bytes = scratch.subarray(0, got);
    return algorithms.map((a) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash)(a, bytes, 'hex'));
}
const LARGE_READ = 256 * 1024;
/** Read buffers of large files, reused (one per concurrent read) so hashing leaves no garbage behind. */
const spare = [];
/** A large file read in 256 KiB chunks into a reused buffer, each fed to every digest: memory stays flat. */
async function digestLarge(file, algorithms) {
    const hashes = algorithms.map((a) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(a));
    const buf = spare.pop() ?? Buffer.allocUnsafe(LARGE_READ);
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(file.absolute, 'r');
    let got = 0;
    try {
        for (;;) {
            const { bytesRead } = await fh.read(buf, 0, LARGE_READ, got);
            if (bytesRead === 0)
                break;
            got += bytesRead;
            for (const h of hashes)
                h.update(buf.subarray(0, bytesRead));
        }
    }
    finally {
        await fh.close();
        spare.push(buf);
    }
    if (got !== file.size)
        throw changed(file, got);
    return hashes.map((h) => h.digest('hex'));
}
/** Hex digests of one walked file, in the order asked, from a single read of its bytes. */
async function digestFile(file, algorithms) {
    return file.size <= SMALL_FILE_BYTES ? digestSmall(file, algorithms) : digestLarge(file, algorithms);
}
/**
 * Longest stretch of hashing without letting the event loop run (a deploy's requests wait for it): the question
 * by size is asked as the pass starts, and each step of its request (the connection, the write, the answer, then
 * the upload's request) waits for a slice to end. Short slices bring the upload's request to the origin sooner,
 * and the pass takes as long either way (figures: docs/bench.md, "Measurements behind the code").
 */
const SLICE_MS = 0.25;
/**
 * Runs `each` over the files a few at a time (large files overlap their reads); keys sorted in the result. The
 * results are kept by file index and go into the record once, in key order: the walk's order already is, so
 * no second record and no [key, value] pair per file are made (heap at the deploy's peak, on sites of thousands
 * of files).
 */
async function mapFiles(files, concurrency, each, signal) {
    const results = new Array(files.length);
    let next = 0;
    let slice = performance.now();
    const worker = async () => {
        while (next < files.length) {
            signal?.throwIfAborted();
            if (performance.now() - slice > SLICE_MS) {
                // Small files are read synchronously: let the event loop run now and then (timers, sockets, signals).
                await new Promise(setImmediate);
                slice = performance.now();
                continue;
            }
            const i = next++;
            results[i] = await each(files[i]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
    const keys = files.map((f) => manifestKey(f.path));
    let sorted = true;
    for (let i = 1; i < keys.length && sorted; i++)
        sorted = keys[i - 1] < keys[i];
    const order = sorted
        ? null
        : keys.map((_, i) => i).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : 0));
    const out = {};
    for (let j = 0; j < keys.length; j++) {
        const i = order ? order[j] : j;
        out[keys[i]] = results[i];
    }
    return out;
}
/** Hashes walked files (md5) without packing them. */
async function hashFiles(files, concurrency = 4) {
    return mapFiles(files, concurrency, async (file) => {
        const [md5] = await digestFile(file, ['md5']);
        return { size: file.size, md5: md5 };
    });
}
/** `{ "/path": { size, md5 } }` of hashed files: the manifest shape, without the sha256. */
function manifestOf(hashes) {
    const out = {};
    for (const [path, h] of Object.entries(hashes))
        out[path] = { size: h.size, md5: h.md5 };
    return out;
}
/** sha256, and md5 when `md5`, of every walked file, all from one read of each file. */
function hashWalked(files, md5, o) {
    const algorithms = md5 ? ['sha256', 'md5'] : ['sha256'];
    const cache = o.cache;
    return mapFiles(files, o.concurrency ?? 4, async (file) => {
        const hit = cache?.get(file, md5);
        // A hit has the md5 when one was asked for (HashCache.get).
        const [sha256, md5sum] = hit
            ? [hit.sha256, md5 ? hit.md5 : undefined]
            : await digestFile(file, algorithms);
        const hashes = md5sum === undefined
            ? { size: file.size, sha256: sha256 }
            : { size: file.size, md5: md5sum, sha256: sha256 };
        o.onHashed?.(file, hashes);
        return hashes;
    }, o.signal);
}
/** sha256 and md5 of every walked file, both from one read of each file: an upload plan and the manifest. */
async function hashSite(files, options = {}) {
    return (await hashWalked(files, true, options));
}
/**
 * sha256 only of every walked file: an upload plan's listing when no md5 manifest is wanted (the CLI), which
 * spares an md5 pass over every byte before the upload can start (about 0.2 s of CPU on a 100 MB site).
 */
async function hashContent(files, options = {}) {
    return hashWalked(files, false, options);
}


/***/ }),

/***/ 59736:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aK: () => (/* binding */ ARCHIVE_CONTENT_TYPE),
  p_: () => (/* binding */ openArchive),
  BD: () => (/* binding */ scanSite)
});

// UNUSED EXPORTS: DEFAULT_GZIP_LEVEL, DEFAULT_ZSTD_LEVEL, defaultPrefix, pack

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/errors.js
var errors = __webpack_require__(26614);
// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(70298);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/ignore-rules.js
/**
 * Ignore rules for packing, with gitignore semantics (the `ignore` package, as the official client uses):
 * the official client's defaults, then the folder's `.surgeignore`, then extra patterns from the caller.
 * Later patterns win, so `!.well-known` in `.surgeignore` brings a dot-directory back.
 */



/** The `surge-ignore` defaults: VCS data, dotfiles, dependency folders and editor backups (`index.html~`). */
const DEFAULT_IGNORES = ['.git', '.*', '*.*~', 'node_modules', 'bower_components'];
const IGNORE_FILE = '.surgeignore';
function compileIgnore(patterns) {
    const ig = ignore().add([...patterns]);
    return (rel, isDir) => ig.ignores(isDir ? `${rel}/` : rel);
}
/** Reads `<folder>/.surgeignore` if present (missing file \u2192 no patterns). */
async function readIgnoreFile(folder) {
    try {
        const text = await (0,promises_.readFile)((0,external_node_path_.join)(folder, IGNORE_FILE), 'utf8');
        return text.split(/\r?\n/);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return [];
        throw err;
    }
}
async function loadIgnore(folder, options = {}) {
    const patterns = [
        ...(options.useDefaults === false ? [] : DEFAULT_IGNORES),
        ...(options.useIgnoreFile === false ? [] : await readIgnoreFile(folder)),
        ...(options.extra ?? []),
    ];
    return compileIgnore(patterns);
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/manifest.js
var pack_manifest = __webpack_require__(71312);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/parallel-compress.js
var parallel_compress = __webpack_require__(86219);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./node_modules/tar/dist/esm/header.js + 2 modules
var esm_header = __webpack_require__(16532);
// EXTERNAL MODULE: ./node_modules/tar/dist/esm/pax.js
var pax = __webpack_require__(50750);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/tar-stream.js
/**
 * Tar writer for an already-walked file list: ustar headers (with a pax header only when a path needs one)
 * as node-tar's `Header`/`Pax` encode them (the common one from a template: writePlainHeader), file bodies read
 * once and hashed (md5 and/or sha256, as asked) on the way through. Entries are files only, in the given order, mtime 0, mode 644/755, no owner: the same folder
 * always gives the same bytes. Small files' entries (header + body + padding) are written into one 256 KiB
 * buffer, which goes out when full; large ones in 256 KiB chunks, so memory stays flat whatever the site size.
 */






const BLOCK = 512;
/** Largest small file, pieces of a large one, and small entries gathered per yield (a compressor's piece). */
const CHUNK = 256 * 1024;
const EPOCH = new Date(0);
/** Each algorithm's digest of the same bytes (`each` gets the algorithm and its index in `algorithms`). */
function digestsOf(algorithms, each) {
    const out = {};
    for (const [i, a] of algorithms.entries())
        out[a] = each(a, i);
    return out;
}
const padded = (n) => Math.ceil(n / BLOCK) * BLOCK;
/** An entry's header block, after a pax header when its path or size needs one. */
function headerBlocks(path, file) {
    const block = Buffer.alloc(BLOCK);
    if (fitsPlain(path, file.size)) {
        writePlainHeader(block, 0, path, file);
        return [block];
    }
    const header = new esm_header/* Header */.Y({ path, mode: file.mode, size: file.size, mtime: EPOCH, type: 'File' });
    const needPax = header.encode(block, 0);
    if (!needPax)
        return [block];
    return [new pax/* Pax */.u({ path, size: file.size, mtime: EPOCH }).encode(), block];
}
/** Largest size the header's 12-byte octal field holds (node-tar writes larger ones in base-256, with a pax). */
const MAX_OCTAL_SIZE = 0o77777777777;
/** Name field: node-tar keeps a path in it alone when its UTF-8 is shorter than this (else prefix/name, or pax). */
const NAME_FIELD = 100;
const SIZE_AT = 124;
const CKSUM_AT = 148;
/** node-tar's header of an empty name and size for each mode: the fields every entry of ours shares. */
const templates = new Map();
function template(mode) {
    let t = templates.get(mode);
    if (!t) {
        t = Buffer.alloc(BLOCK);
        new esm_header/* Header */.Y({ path: '', mode, size: 0, mtime: EPOCH, type: 'File' }).encode(t, 0);
        templates.set(mode, t);
    }
    return t;
}
/** node-tar's number field: octal, zero-padded, then ' \0' (or '\0' alone when the digits fill the field). */
function writeOctal(buf, at, width, n) {
    const digits = n.toString(8);
    const text = digits.length === width - 1 ? `${digits}\0` : `${digits.padStart(width - 2, '0')} \0`;
    buf.write(text, at, width, 'latin1');
}
/**
 * The common entry: an ASCII path shorter than the name field and a size the octal field holds. Its header is
 * written without node-tar's `Header` (writePlainHeader); any other path or size is node-tar's to encode
 * (prefix/name split, pax header).
 */
function fitsPlain(path, size) {
    if (path.length >= NAME_FIELD || size > MAX_OCTAL_SIZE)
        return false;
    for (let i = 0; i < path.length; i++)
        if (path.charCodeAt(i) > 0x7f)
            return false;
    return true;
}
/**
 * A plain entry's header (fitsPlain), byte for byte what `Header.encode` writes for it
 * (test/pack/tar-stream.test.ts): the mode's template with the name, size and checksum put in. `Header` built and
 * encoded each of mdi-icons' 7,453 headers in ~11 \u00b5s, the largest part of packing it after the file reads.
 */
function writePlainHeader(block, at, path, file) {
    template(file.mode).copy(block, at);
    block.write(path, at, path.length, 'latin1');
    writeOctal(block, at + SIZE_AT, 12, file.size);
    let sum = 8 * 0x20;
    for (let i = at; i < at + CKSUM_AT; i++)
        sum += block[i];
    for (let i = at + CKSUM_AT + 8; i < at + BLOCK; i++)
        sum += block[i];
    writeOctal(block, at + CKSUM_AT, 8, sum);
}
/**
 * A small file's whole entry, written at `at` of `out`: [pax] + header + body + zero padding (`headers`: the
 * encoded [pax +] header, or null for the common header, written in place). Read synchronously: on a site of
 * thousands of small files the time goes to open/read/close round trips through the thread pool, not to bytes
 * (figures: docs/bench.md, "Measurements behind the code"), and each read blocks for microseconds only.
 */
function writeSmallEntry(out, at, path, headers, file, algorithms) {
    if (headers)
        for (const b of headers)
            at += b.copy(out, at);
    else {
        writePlainHeader(out, at, path, file);
        at += BLOCK;
    }
    const fd = (0,external_node_fs_.openSync)(file.absolute, 'r');
    try {
        let got = 0;
        while (got < file.size) {
            const bytesRead = (0,external_node_fs_.readSync)(fd, out, at + got, file.size - got, got);
            if (bytesRead === 0)
                break;
            got += bytesRead;
        }
        if (got < file.size)
            throw shrunk(file, got);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    out.fill(0, at + file.size, at + padded(file.size));
    if (algorithms.length === 0)
        return null;
    // One-shot digests: no Hash object (with its native half) per file and algorithm.
    const bytes = out.subarray(at, at + file.size);
    return digestsOf(algorithms, (a) => (0,external_node_crypto_.hash)(a, bytes, 'hex'));
}
/**
 * The one reusable buffer of a tar stream (small entries gathered, then a large file's pieces), grown when an
 * entry needs more; `get(n)` hands out its first n bytes.
 */
class Scratch {
    #buf = Buffer.allocUnsafe(CHUNK);
    get(n) {
        if (n > this.#buf.length)
            this.#buf = Buffer.allocUnsafe(n);
        return this.#buf.subarray(0, n);
    }
}
const ZEROS = Buffer.alloc(BLOCK);
/** A large file's entry in CHUNK-sized pieces, so memory stays flat whatever its size. */
async function* largeEntry(prefix, file, hashing, scratch) {
    const algorithms = hashing?.algorithms(file) ?? [];
    const hashes = algorithms.map((a) => (0,external_node_crypto_.createHash)(a));
    const fh = await (0,promises_.open)(file.absolute, 'r');
    try {
        yield* headerBlocks(`${prefix}/${file.path}`, file);
        let got = 0;
        while (got < file.size) {
            const buf = scratch.get(Math.min(CHUNK, file.size - got));
            const { bytesRead } = await fh.read(buf, 0, buf.length, got);
            if (bytesRead === 0)
                throw shrunk(file, got);
            const chunk = bytesRead === buf.length ? buf : buf.subarray(0, bytesRead);
            for (const h of hashes)
                h.update(chunk);
            got += bytesRead;
            yield chunk;
        }
        const pad = padded(file.size) - file.size;
        if (pad > 0)
            yield ZEROS.subarray(0, pad);
    }
    finally {
        await fh.close();
    }
    if (algorithms.length > 0)
        hashing.onDone(file, digestsOf(algorithms, (_, i) => hashes[i].digest('hex')));
}
function shrunk(file, got) {
    return new errors/* PackError */.q('file-changed', file.path, `${file.path} shrank from ${file.size} to ${got} bytes while it was being packed. ` +
        'Stop whatever writes to the folder (a build still running?) and deploy again.');
}
/**
 * The whole archive: every entry, then the two zero blocks that end a tar file. `hashing` gets each file's
 * digests; null hashes nothing (the caller already knows the digests). Entries are built in one reused buffer, so each
 * yielded buffer is valid only until the next one is asked for: consumers copy it (parallelGzip does) rather
 * than keep it.
 */
async function* tarStream(prefix, files, hashing = null) {
    const scratch = new Scratch();
    // Small entries go out together, CHUNK bytes at a time (a piece of the compressor's size): one yield per
    // entry was 7,453 turns of this generator and of its consumer on mdi-icons. Each batch is yielded before the
    // buffer is used again (a larger batch, a large file's pieces).
    let batch = scratch.get(CHUNK);
    let fill = 0;
    for (const file of files) {
        if (file.size <= CHUNK) {
            const path = `${prefix}/${file.path}`;
            // the common header is written in place; others are encoded apart and copied in
            const headers = fitsPlain(path, file.size) ? null : headerBlocks(path, file);
            const need = (headers ? headers.reduce((n, b) => n + b.length, 0) : BLOCK) + padded(file.size);
            if (fill + need > batch.length) {
                if (fill > 0)
                    yield batch.subarray(0, fill);
                fill = 0;
                if (need > batch.length)
                    batch = scratch.get(need);
            }
            const digests = writeSmallEntry(batch, fill, path, headers, file, hashing?.algorithms(file) ?? []);
            fill += need;
            if (digests)
                hashing.onDone(file, digests);
        }
        else {
            if (fill > 0)
                yield batch.subarray(0, fill);
            fill = 0;
            yield* largeEntry(prefix, file, hashing, scratch);
        }
    }
    if (fill > 0)
        yield batch.subarray(0, fill);
    yield Buffer.alloc(BLOCK * 2);
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/limits.js
var limits = __webpack_require__(64714);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/walk.js





/**
 * What the walk records of a file's metadata: equal stamps mean unchanged content (hash-cache.ts). Joined, not a
 * template: a template makes a tree of five number strings and four joins per file (~250 bytes), join one flat
 * string (~64), and a scan's records live through the whole deploy (figures: docs/bench.md, "Measurements
 * behind the code").
 */
function fileStamp(st) {
    return [st.dev, st.ino, st.size, st.mtimeMs, st.ctimeMs].join(':');
}
const DEFAULT_LIMITS = { maxFiles: limits/* MAX_FILES */.BE, maxBytes: limits/* MAX_PROJECT_BYTES */.H_ };
const byPath = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
function inside(root, target) {
    const rel = (0,external_node_path_.relative)(root, target);
    return rel === '' || (!rel.startsWith(`..${external_node_path_.sep}`) && rel !== '..' && !(0,external_node_path_.isAbsolute)(rel));
}
/** Throws when `name` (one of the folder's `rawNames`) is the lossy decoding of a name that is not UTF-8. */
function checkName(root, rawNames, name, relDir) {
    for (const raw of rawNames) {
        if (raw.toString('utf8') !== name || Buffer.from(name, 'utf8').equals(raw))
            continue;
        const escaped = [...raw]
            .map((b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : `\\x${b.toString(16).padStart(2, '0')}`))
            .join('');
        const rel = relDir === '' ? escaped : `${relDir}/${escaped}`;
        throw new errors/* PackError */.q('invalid-name', rel, `${rel}: its name is not valid UTF-8; rename it, or list it in ${root}/.surgeignore`);
    }
}
/** Throws once the files found so far exceed the service's limits per project. */
function checkLimits(root, count, totalSize, limits) {
    if (count > limits.maxFiles) {
        throw new errors/* PackError */.q('too-many-files', root, `${root} has more than ${limits.maxFiles} files after ignore rules (the service's limit per project). ` +
            `Publish a smaller folder or exclude files in ${root}/.surgeignore.`);
    }
    if (totalSize > limits.maxBytes) {
        throw new errors/* PackError */.q('too-large', root, `${root} is larger than ${Math.round(limits.maxBytes / 1e6)} MB after ignore rules (the service's limit ` +
            `per project). Exclude large files in ${root}/.surgeignore or host them elsewhere.`);
    }
}
async function walk(root, isIgnored, limits = DEFAULT_LIMITS, o = {}) {
    const realRoot = await (0,promises_.realpath)(root);
    const files = [];
    const skipped = [];
    let totalSize = 0;
    /** Real paths of the directories being walked (root \u2192 current): a link to one of them is a loop. */
    const ancestors = new Set();
    const addFile = (path, absolute, st) => {
        const size = st.size;
        const mode = st.mode & 0o100 ? 0o755 : 0o644;
        // Stamps only for a hash cache: 7,453 strings are half a megabyte a scan would otherwise carry for nothing.
        files.push(o.stamps
            ? { path, absolute, size, mode, stamp: fileStamp(st), changedMs: Math.max(st.mtimeMs, st.ctimeMs) }
            : { path, absolute, size, mode });
        totalSize += size;
        checkLimits(root, files.length, totalSize, limits);
    };
    const visit = async (dir, relDir) => {
        ancestors.add(dir);
        // Synchronous like the stats below: a site of many small folders spent most of its walk in thread-pool
        // round trips, one per folder.
        const entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        // `dir` is a real path (absolute, normalised) and a name holds no separator: joined without path.join's
        // normalising pass per file
        const base = dir.endsWith(external_node_path_.sep) ? dir : `${dir}${external_node_path_.sep}`;
        /** The folder's names as bytes, read once, only when a name may not be UTF-8. */
        let rawNames;
        for (const entry of entries) {
            // Paths joined into flat strings (see fileStamp): a template's two-part string is flattened again by the
            // first fs call, which then keeps both.
            const rel = relDir === '' ? entry.name : [relDir, entry.name].join('/');
            // A name that is not UTF-8 arrives with U+FFFD in place of its bad bytes and names no file: say so.
            if (entry.name.includes('\uFFFD') && !isIgnored(rel, entry.isDirectory()))
                checkName(root, (rawNames ??= (0,external_node_fs_.readdirSync)(dir, { encoding: 'buffer' })), entry.name, relDir);
            const abs = [base, entry.name].join('');
            if (entry.isDirectory()) {
                if (!isIgnored(rel, true))
                    await visit(abs, rel);
            }
            else if (entry.isFile()) {
                if (isIgnored(rel, false))
                    continue;
                // Synchronous: on a site of thousands of files a thread-pool round trip per stat is most of the walk
                // (figures: docs/bench.md, "Measurements behind the code"), and each stat blocks for microseconds only.
                addFile(rel, abs, (0,external_node_fs_.statSync)(abs));
            }
            else if (entry.isSymbolicLink()) {
                await visitLink(abs, rel);
            }
            else if (!isIgnored(rel, false)) {
                skipped.push({ path: rel, reason: 'not-a-file' });
            }
        }
        ancestors.delete(dir);
    };
    const visitLink = async (abs, rel) => {
        let target;
        try {
            target = await (0,promises_.realpath)(abs);
        }
        catch {
            if (!isIgnored(rel, false))
                skipped.push({ path: rel, reason: 'broken' });
            return;
        }
        const st = await (0,promises_.stat)(target);
        const isDir = st.isDirectory();
        if (isIgnored(rel, isDir))
            return;
        if (!inside(realRoot, target)) {
            skipped.push({ path: rel, reason: 'outside-folder' });
        }
        else if (st.isFile()) {
            addFile(rel, target, st);
        }
        else if (isDir) {
            if (ancestors.has(target))
                skipped.push({ path: rel, reason: 'loop' });
            else
                await visit(target, rel);
        }
        else {
            skipped.push({ path: rel, reason: 'not-a-file' });
        }
    };
    await visit(realRoot, '');
    files.sort(byPath);
    return { files, totalSize, skipped };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/pack/pack.js
/**
 * pack(folder) \u2192 a gzipped tar stream of the site, with the file count and total size known before the first
 * byte is read (they go in the `file-count` and `project-size` deploy headers). Two steps, usable apart:
 * `scanSite` walks and stats (no contents), `openArchive` streams a scan (callable again, e.g. to retry).
 */









/**
 * The upload is CPU-bound on compression on a runner's 2 cores, which the server shares in `sitepub serve`: the
 * few more bytes of level 2 cost less than the CPU a higher level takes (figures: docs/bench.md, "Measurements behind the code").
 */
const DEFAULT_GZIP_LEVEL = 2;
/**
 * zstd level 1 (sitepub servers only, `ArchiveEncoding`): faster than gzip level 2 into fewer bytes, and faster
 * to decompress (the origin's share of a deploy) (figures: docs/bench.md, "Measurements behind the code").
 */
const DEFAULT_ZSTD_LEVEL = 1;
/** The `content-type` of an archive body. */
const ARCHIVE_CONTENT_TYPE = {
    gzip: 'application/gzip',
    zstd: 'application/zstd',
};
async function scanSite(folder, options = {}) {
    const root = (0,external_node_path_.resolve)(folder);
    let st;
    try {
        st = await (0,promises_.stat)(root);
    }
    catch (err) {
        if (err.code === 'ENOENT') {
            throw new errors/* PackError */.q('missing-folder', root, `${root} does not exist. Build the site first, or fix the path.`);
        }
        throw err;
    }
    if (!st.isDirectory()) {
        throw new errors/* PackError */.q('not-a-folder', root, `${root} is not a folder. Pass the folder that holds the built site.`);
    }
    const isIgnored = await loadIgnore(root, {
        extra: options.ignore,
        useDefaults: options.defaultIgnores,
        useIgnoreFile: options.ignoreFile,
    });
    const { files, totalSize, skipped } = await walk(root, isIgnored, { ...DEFAULT_LIMITS, ...options.limits }, {
        stamps: options.stamps === true,
    });
    if (files.length === 0) {
        throw new errors/* PackError */.q('empty-site', root, `${root} has no files to publish after ignore rules (dotfiles, node_modules and .surgeignore entries are ` +
            'skipped). Build the site first, or check the path.');
    }
    return { folder: root, files, fileCount: files.length, totalSize, skipped };
}
function defaultPrefix(folder) {
    const name = (0,external_node_path_.basename)((0,external_node_path_.resolve)(folder));
    return name === '' || name === '.' || name === '..' ? 'site' : name;
}
/** Opens a fresh archive stream for a scan (or the `only` part of it). Each call reads the files again. */
function openArchive(scan, options = {}) {
    const prefix = options.prefix ?? defaultPrefix(scan.folder);
    const manifest = {};
    const contentHashes = {};
    const only = options.only;
    const files = only ? scan.files.filter((f) => only.has((0,pack_manifest/* manifestKey */.Rn)(f.path))) : scan.files;
    const md5 = options.manifest !== false;
    const upTo = options.contentHashesUpTo ?? -1;
    const withSha = md5 ? ['md5', 'sha256'] : ['sha256'];
    const withoutSha = md5 ? ['md5'] : [];
    // The compressor gathers the tar pieces into its own compression pieces (no extra copy here).
    const tar = tarStream(prefix, files, !md5 && upTo < 0
        ? null
        : {
            algorithms: (file) => (file.size <= upTo ? withSha : withoutSha),
            onDone: (file, digests) => {
                const key = (0,pack_manifest/* manifestKey */.Rn)(file.path);
                if (digests.md5)
                    manifest[key] = { size: file.size, md5: digests.md5 };
                if (digests.sha256)
                    contentHashes[key] = { size: file.size, sha256: digests.sha256 };
            },
        });
    // Destroying the stream (a reader that gives up) returns the generators, so the file being read is closed now.
    const encoding = options.encoding ?? 'gzip';
    const compressed = encoding === 'zstd'
        ? (0,parallel_compress/* parallelZstd */.ZO)(tar, { level: options.zstdLevel ?? DEFAULT_ZSTD_LEVEL })
        : (0,parallel_compress/* parallelGzip */.GJ)(tar, { level: options.gzipLevel ?? DEFAULT_GZIP_LEVEL });
    const stream = external_node_stream_.Readable.from(compressed, { objectMode: false, highWaterMark: 256 * 1024 });
    const done = new Promise((resolveDone, reject) => {
        stream.on('end', resolveDone);
        stream.on('error', reject);
        stream.on('close', () => reject(new Error('archive stream closed before the end')));
    });
    // the stream reports the error to whoever reads it
    const after = (value) => {
        const p = done.then(() => value);
        p.catch(() => { });
        return p;
    };
    return { stream, encoding, manifest: after(manifest), contentHashes: after(contentHashes) };
}
async function pack(folder, options = {}) {
    const scan = await scanSite(folder, options);
    const prefix = options.prefix ?? defaultPrefix(scan.folder);
    return { ...scan, prefix, ...openArchive(scan, { prefix, gzipLevel: options.gzipLevel }) };
}


/***/ }),

/***/ 86219:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GJ: () => (/* binding */ parallelGzip),
/* harmony export */   ZO: () => (/* binding */ parallelZstd),
/* harmony export */   xE: () => (/* binding */ zstdAvailable)
/* harmony export */ });
/* unused harmony export GZIP_CHUNK_BYTES */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38522);
/**
 * Compression off the main thread, on every core where the format allows it, as pigz does: the input is cut into
 * pieces, each compressed on libuv's thread pool by one of `workers` long-lived streams.
 *
 * - gzip: each piece is raw deflate ended with a full flush (byte-aligned, no back-reference into an earlier
 *   piece), so any of the workers may take any piece and a piece's bytes never depend on which one did; joined
 *   in order, plus one empty final block, in one gzip member with the CRC-32 and length of the whole input.
 * - zstd: one stream, one frame (content checksum on), the pieces fed in order on the thread pool while the
 *   main thread reads the next. Not a frame per piece on every core: consecutive frames are one valid zstd
 *   stream, but Node's ZstdDecompress (24.x) ends its output at the first frame that ends inside an input chunk
 *   (zlib.js `processCallback`: input left over means "the stream has ended early"), so the origin would read
 *   a truncated archive. One core of zstd level 1 still takes a third of the CPU of gzip level 2 on two. Nor
 *   zstd's own threads (ZSTD_c_nbWorkers): a ZstdCompress stream given them packed swagger-ui in the same time
 *   (no gain through Node's stream), and with 512 KiB jobs failed (ERR_STREAM_PUSH_AFTER_EOF: zstd returned with
 *   input left while it waited for a worker, which zlib.js takes for the end of the stream).
 *
 * No new compression stream per piece: less memory and faster. At most `workers` pieces are in flight, so
 * memory stays flat.
 *
 * Pieces of 256 KiB: each gzip piece starts without the previous 32 KiB as history, which costs a fraction of a
 * percent of size at the same speed; smaller pieces mean less compressed output in flight and awaiting
 * collection, so a lower peak RSS (figures: docs/bench.md, "Measurements behind the code").
 */


const GZIP_CHUNK_BYTES = 256 * 1024;
/** Whether this Node has zstd (22.15 / 23.8 and later). */
const zstdAvailable = () => typeof node_zlib__WEBPACK_IMPORTED_MODULE_1__.createZstdCompress === 'function';
/** gzip header: magic, deflate, no flags, mtime 0, no extra flags, OS "unknown" (same bytes on every machine). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/** A final empty fixed-Huffman block (BFINAL=1, BTYPE=01, end of block): ends the deflate stream. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);
/** One persistent stream: a piece in, with a flush of the given kind, and what came out by then. */
class Compressor {
    #stream;
    #out = [];
    #failed = null;
    constructor(stream) {
        this.#stream = stream;
        stream.on('data', (c) => this.#out.push(c));
        stream.on('error', (e) => (this.#failed = e));
    }
    compress(piece, flush) {
        return new Promise((resolve, reject) => {
            if (piece)
                this.#stream.write(piece);
            this.#stream.flush(flush, (err) => {
                if (err || this.#failed)
                    return reject(err ?? this.#failed);
                const out = this.#out;
                this.#out = [];
                resolve(out);
            });
        });
    }
    close() {
        this.#stream.destroy();
    }
}
function gzipFormat() {
    let crc = 0;
    let total = 0;
    return {
        maxWorkers: Infinity,
        compressor: (level) => new Compressor(node_zlib__WEBPACK_IMPORTED_MODULE_1__.createDeflateRaw({ level, chunkSize: 64 * 1024 })),
        pieceFlush: node_zlib__WEBPACK_IMPORTED_MODULE_1__.constants.Z_FULL_FLUSH,
        head: () => [GZIP_HEADER],
        see(piece) {
            crc = node_zlib__WEBPACK_IMPORTED_MODULE_1__.crc32(piece, crc);
            total += piece.length;
        },
        tail() {
            const trailer = Buffer.alloc(8);
            trailer.writeUInt32LE(crc >>> 0, 0);
            trailer.writeUInt32LE(total % 2 ** 32, 4);
            return Promise.resolve([LAST_BLOCK, trailer]);
        },
    };
}
/** zstd's output buffer. */
const ZSTD_OUTPUT_BYTES = 1024 * 1024;
function zstdFormat() {
    const c = node_zlib__WEBPACK_IMPORTED_MODULE_1__.constants;
    return {
        maxWorkers: 1,
        compressor: (level) => new Compressor(node_zlib__WEBPACK_IMPORTED_MODULE_1__.createZstdCompress({
            // Room for a whole piece's output: zlib.js goes back to the thread pool each time its output buffer
            // fills, and one piece's output in 64 KiB buffers took one or two more round trips (figures:
            // docs/bench.md, "Measurements behind the code").
            chunkSize: ZSTD_OUTPUT_BYTES,
            params: { [c.ZSTD_c_compressionLevel]: level, [c.ZSTD_c_checksumFlag]: 1 },
        })),
        // Whatever zstd has ready, without ending a block early (its blocks are up to 128 KiB).
        pieceFlush: c.ZSTD_e_continue,
        head: () => [],
        see: () => { },
        tail: (only) => only.compress(null, c.ZSTD_e_end),
    };
}
async function* parallelPieces(source, format, o) {
    const chunkBytes = o.chunkBytes ?? GZIP_CHUNK_BYTES;
    const workers = Math.max(1, Math.min(format.maxWorkers, o.workers ?? (0,node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism)()));
    const idle = Array.from({ length: workers }, () => format.compressor(o.level));
    const all = [...idle];
    const pool = [];
    const inflight = [];
    const submit = (piece, len) => {
        const data = piece.subarray(0, len);
        format.see(data);
        const worker = idle.pop();
        const job = worker.compress(data, format.pieceFlush);
        job.catch(() => { });
        inflight.push({ job, piece, worker });
    };
    const done = async () => {
        const { job, piece, worker } = inflight.shift();
        const out = await job;
        pool.push(piece);
        idle.push(worker);
        return out;
    };
    try {
        yield* format.head();
        let piece = pool.pop() ?? Buffer.allocUnsafe(chunkBytes);
        let fill = 0;
        for await (const part of source) {
            for (let off = 0; off < part.length;) {
                const n = Math.min(part.length - off, chunkBytes - fill);
                part.copy(piece, fill, off, off + n);
                fill += n;
                off += n;
                if (fill < chunkBytes)
                    continue;
                if (idle.length === 0)
                    for (const b of await done())
                        yield b;
                submit(piece, fill);
                piece = pool.pop() ?? Buffer.allocUnsafe(chunkBytes);
                fill = 0;
            }
        }
        if (fill > 0) {
            if (idle.length === 0)
                for (const b of await done())
                    yield b;
            submit(piece, fill);
        }
        while (inflight.length)
            for (const b of await done())
                yield b;
        yield* await format.tail(all[0]);
    }
    finally {
        for (const w of all)
            w.close();
    }
}
/** One gzip member of the whole input. */
function parallelGzip(source, o) {
    return parallelPieces(source, gzipFormat(), o);
}
/** One zstd frame of the whole input. Needs zstdAvailable(). */
function parallelZstd(source, o) {
    if (!zstdAvailable())
        throw new Error(`this Node (${process.version}) has no zstd; use gzip`);
    return parallelPieces(source, zstdFormat(), o);
}


/***/ })

};
