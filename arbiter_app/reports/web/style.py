"""The one stylesheet of a published folder: a readable page on a screen, a phone (the page never
wider than the phone; a wide table scrolls in its own box) and paper. The fonts: the ones the
printed documents use where the reader has them, then the system's, with fonts for the scripts
Latin fonts lack (Hebrew, Arabic, Chinese) before the browser's last resort."""

STYLE = """\
:root { --ink: #1d2430; --muted: #5b6573; --rule: #c9d1dc; --band: #f3f5f8; --accent: #1f4e8c; --self: #d9dee6; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body { margin: 0; color: var(--ink); background: #fff; line-height: 1.45;
  font: 15px/1.45 "DejaVu Sans", system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans",
    "Noto Sans Hebrew", "Noto Sans Arabic", Tahoma, "Noto Sans CJK SC", "Microsoft YaHei", sans-serif; }
header.event, nav, main, footer { max-width: 1280px; margin: 0 auto; padding: 0 1.25rem; }
header.event { padding-top: 1.25rem; border-bottom: 3px solid var(--accent); padding-bottom: .75rem; }
.kind { margin: 0; color: var(--accent); font-weight: bold; text-transform: uppercase; letter-spacing: .06em; font-size: .8rem; }
h1 { margin: .2rem 0 .6rem; font-size: 1.7rem; line-height: 1.2; }
h2 { margin: 2rem 0 .6rem; font-size: 1.3rem; border-bottom: 1px solid var(--rule); padding-bottom: .2rem; }
h3 { margin: 1.2rem 0 .4rem; font-size: 1.05rem; }
.back { margin: 0 0 .5rem; font-size: .9rem; }
dl.facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: .15rem 1.5rem; margin: 0 0 .5rem; }
dl.facts div { display: flex; gap: .5rem; min-width: 0; }
dl.facts dt { color: var(--muted); flex: 0 0 auto; }
dl.facts dt::after { content: ":"; }
dl.facts dd { margin: 0; font-weight: bold; overflow-wrap: anywhere; }
.updated, .pgn { margin: .2rem 0; color: var(--muted); font-size: .9rem; }
nav ul { list-style: none; margin: .6rem 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: .3rem 1.2rem; }
a { color: var(--accent); }
.scroll { max-width: 100%; overflow-x: auto; margin: .4rem 0; }
.scroll:focus { outline: 2px solid var(--accent); outline-offset: 2px; }
table { border-collapse: collapse; font-size: .88rem; }
caption { text-align: left; color: var(--muted); font-size: .85rem; padding-bottom: .25rem; caption-side: top; }
th, td { border: 1px solid var(--rule); padding: .25rem .45rem; vertical-align: middle; }
thead th { background: var(--band); font-weight: bold; text-align: center; white-space: nowrap; }
tbody th { font-weight: normal; text-align: left; }
tbody tr:nth-child(even) td, tbody tr:nth-child(even) th { background: #fafbfc; }
.name { text-align: left; white-space: nowrap; }
.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.res { text-align: center; white-space: nowrap; min-width: 2.2em; }
td.self { background: var(--self) !important; }
.score, .place { font-weight: bold; }
.moves { display: block; font-size: .68rem; color: var(--muted); line-height: 1; }
.crosstable .res { padding: .2rem .3rem; }
.crosstable th.opp, .crosstable th.colour { min-width: 2.2em; }
td a { text-decoration: none; border-bottom: 1px dotted var(--accent); }
.legend, .notes { font-size: .85rem; color: var(--muted); }
.notes { padding-left: 1.2rem; }
.problems { padding-left: 1.2rem; color: #8a1c1c; font-weight: bold; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(24rem, 1fr)); gap: .2rem 1.5rem; }
.match { width: 100%; }
.match .name { white-space: normal; }
.match td.num { text-align: center; }
.status { white-space: nowrap; }
.explained { display: grid; grid-template-columns: repeat(auto-fill, minmax(30rem, 1fr)); gap: 0 1rem; }
.explained h3 { grid-column: 1 / -1; }
.explained pre { white-space: pre; overflow-x: auto; max-width: 100%; font: .8rem/1.35 "DejaVu Sans Mono", Consolas, monospace;
  background: var(--band); padding: .4rem .6rem; margin: .2rem 0 .6rem; }
.explained pre:target { outline: 2px solid var(--accent); }
footer { margin-top: 2.5rem; padding-top: .6rem; padding-bottom: 2rem; border-top: 1px solid var(--rule); color: var(--muted); font-size: .85rem; }
@media (max-width: 600px) {
  body { font-size: 14px; }
  header.event, nav, main, footer { padding: 0 .7rem; }
  header.event { padding-top: .8rem; }
  h1 { font-size: 1.35rem; }
  dl.facts { grid-template-columns: 1fr; }
  .cards { grid-template-columns: 1fr; }
  .name { white-space: normal; min-width: 8rem; }
  .crosstable .wide-only, .index .wide-only { display: none; }
  .match .name, .pairings .name { min-width: 0; }
  .explained { grid-template-columns: minmax(0, 1fr); }
}
@media print {
  @page { margin: 12mm; }
  body { font-size: 9.5pt; }
  nav, .back { display: none; }
  header.event, main, footer { max-width: none; padding: 0; }
  .scroll { overflow: visible; }
  table { page-break-inside: auto; }
  tr { page-break-inside: avoid; }
  thead { display: table-header-group; }
  a, td a { color: inherit; text-decoration: none; border: 0; }
  .hint { display: none; }
  h2 { page-break-after: avoid; }
  section#explanations { page-break-before: always; }
}
"""
