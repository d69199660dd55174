/** The dashboard's one stylesheet, served from the origin at /dashboard/assets/dashboard.css (no CDN, no inline style). */
export const DASHBOARD_CSS = `
:root { color-scheme: light; --fg: #1b1f24; --muted: #4a5360; --line: #d0d7de; --bg: #ffffff; --soft: #f4f6f8;
  --accent: #0b5cad; --ok: #116329; --bad: #a40e26; --warn: #7a4d00; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible {
  outline: 3px solid #f5a623; outline-offset: 2px; }
.skip { position: absolute; left: -999px; top: 0; background: var(--bg); padding: .5rem; }
.skip:focus { left: .5rem; }
header.top { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; align-items: center; padding: .75rem 1rem;
  border-bottom: 1px solid var(--line); background: var(--soft); }
header.top .brand { font-weight: 700; color: var(--fg); text-decoration: none; }
header.top nav ul { display: flex; flex-wrap: wrap; gap: .25rem 1rem; list-style: none; margin: 0; padding: 0; }
header.top form { margin-left: auto; }
main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; margin: .5rem 0 1rem; overflow-wrap: anywhere; }
h2 { font-size: 1.2rem; margin: 1.5rem 0 .5rem; }
nav.sub ul { display: flex; flex-wrap: wrap; gap: .25rem 1rem; list-style: none; padding: 0; margin: 0 0 1rem; }
nav.sub a[aria-current="page"] { font-weight: 700; color: var(--fg); }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { background: var(--soft); }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
code, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .9em; overflow-wrap: anywhere; }
.badge { display: inline-block; padding: 0 .4rem; border-radius: .25rem; font-size: .85em; font-weight: 600;
  border: 1px solid currentColor; }
.badge.live { color: var(--ok); }
.badge.staged { color: var(--warn); }
.muted { color: var(--muted); }
.notice { padding: .75rem 1rem; border-radius: .25rem; border: 1px solid; margin: 0 0 1rem; }
.notice.ok { color: var(--ok); background: #eafaef; }
.notice.error { color: var(--bad); background: #fff0f1; }
form.inline { display: inline; margin: 0; }
.actions { display: flex; flex-wrap: wrap; gap: .25rem; }
button, .button { font: inherit; padding: .3rem .7rem; border-radius: .25rem; border: 1px solid var(--accent);
  background: var(--accent); color: #fff; cursor: pointer; text-decoration: none; display: inline-block; }
button.secondary, .button.secondary { background: var(--bg); color: var(--accent); }
button.danger, .button.danger { background: var(--bad); border-color: var(--bad); color: #fff; }
label { display: block; margin: .5rem 0 .25rem; font-weight: 600; }
input[type=email], input[type=password], input[type=text], select { font: inherit; padding: .4rem; width: 100%;
  max-width: 24rem; border: 1px solid #6e7781; border-radius: .25rem; }
form.stack button { margin-top: .75rem; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr)); gap: 1rem; }
.card { border: 1px solid var(--line); border-radius: .5rem; padding: .75rem 1rem; }
figure { margin: 0 0 1.5rem; }
figcaption { font-weight: 600; margin-bottom: .25rem; }
svg.chart { width: 100%; height: auto; max-width: 44rem; display: block; }
svg.chart .bar { fill: var(--accent); }
svg.chart .axis { stroke: var(--muted); stroke-width: 1; }
svg.chart text { fill: var(--muted); font-size: 11px; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
dl.facts dt { font-weight: 600; }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
ul.files { padding-left: 1.25rem; }
@media (max-width: 40rem) {
  th.wide, td.wide { display: none; }
  header.top form { margin-left: 0; }
}
`;
