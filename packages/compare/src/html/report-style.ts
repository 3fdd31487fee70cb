/** The report's stylesheet: screen and print, system fonts only (nothing is fetched). */
export const REPORT_CSS = `
:root{color-scheme:light;--ink:#1b1f24;--muted:#5b6470;--line:#d0d7de;--soft:#f6f8fa;--accent:#0b5cad}
*{box-sizing:border-box}
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans CJK JP",sans-serif;color:var(--ink);margin:0;background:#fff}
header,main,footer{max-width:1100px;margin:0 auto;padding:0 20px}
header{padding-top:18px}
h1{font-size:1.6rem;margin:.2em 0}
h2{font-size:1.25rem;margin:1.6em 0 .5em;padding-top:.4em;border-top:2px solid var(--line)}
h3{font-size:1.05rem;margin:1.2em 0 .4em}
.sub,.note{color:var(--muted)}
nav.toc ol{display:flex;flex-wrap:wrap;gap:.3em 1.2em;padding-left:1.2em}
table{border-collapse:collapse;margin:.4em 0 .3em;font-variant-numeric:tabular-nums}
caption{caption-side:top;text-align:left;font-weight:600;padding:.2em 0}
th,td{border:1px solid var(--line);padding:.25em .55em;text-align:left;vertical-align:top}
thead th{background:var(--soft)}
td.num{text-align:right}
small{color:var(--muted);font-size:.8em}
.link{cursor:pointer}
td.link,span.link{color:var(--accent);text-decoration:underline dotted}
td.link:hover,.bar-group.link:hover .bar{opacity:.8}
.bar-group.link:focus{outline:2px solid var(--accent)}
details.latex summary{cursor:pointer;color:var(--muted);font-size:.85em}
details.latex pre{background:var(--soft);padding:.6em;overflow:auto;font-size:.8em}
.charts{display:flex;flex-wrap:wrap;gap:12px}
.chart-box{margin:.4em 0;max-width:660px;flex:1 1 480px}
svg.chart{width:100%;height:auto;font-size:11px}
svg .grid{stroke:#e6e9ed}svg .axis{stroke:#57606a}svg .whisker{stroke:#24292f;stroke-width:1.2;fill:none}
svg .tick{fill:#57606a}svg .chart-title{font-size:13px;font-weight:600}svg .axis-label{fill:#24292f}
.legend span{display:inline-flex;align-items:center;gap:.3em;margin-right:1em;font-size:.85em}
.legend i{display:inline-block;width:.9em;height:.9em;border-radius:2px}
.example{margin:.6em 0}
form.pair{display:flex;flex-wrap:wrap;gap:.4em 1em;align-items:center;margin:.4em 0}
.pair-table td{font-size:.9em}
.example td:first-child{white-space:nowrap}
.example .seg{font-size:.8em}
.panel{border:2px solid var(--accent);border-radius:6px;padding:.6em 1em 1em;margin:1em 0;background:#fff}
.panel h2{border:0;margin-top:.2em}
.panel .close{float:right}
.seglist{list-style:none;padding:0;margin:0}
.seglist li{border-top:1px solid var(--line);padding:.4em 0}
.seglist .out{display:block;text-align:left;width:100%;background:none;border:0;padding:.1em .2em;font:inherit;cursor:pointer;border-radius:3px}
.seglist .out:hover,.seglist .out:focus{background:#eef4fb}
.seglist .who{display:inline-block;min-width:9em;color:var(--muted)}
mark{background:#fff1a8;padding:0}
.tokens{line-height:2}
.tok{padding:.1em .15em;border-radius:3px}
.m1{background:#dbeafe}.m2{background:#bfdbfe}.m3{background:#93c5fd}.m4{background:#60a5fa}
.op.match{background:#e6f4ea}.op.substitution{background:#fde2cf}.op.insertion{background:#fbd5d5}.op.deletion{background:#e9e3f6}.op.shift{outline:1px dashed #6e7781}
tr.cross td{background:#fde2cf}
.alignment-box{overflow-x:auto;margin:.4em 0}
.alignment-picture line{stroke:#6e7781;stroke-width:1.2}.alignment-picture line.cross{stroke:#d55e00;stroke-width:1.6}
.alignment-picture text.cross{fill:#b54800;font-weight:600}.alignment-picture text.unaligned{fill:#8c959f}
button{font:inherit}
footer{color:var(--muted);font-size:.85em;padding:2em 20px}
@media print{
  body{font-size:10.5pt}
  header,main,footer{max-width:none;padding:0}
  nav.toc,.panel .close,button.more{display:none}
  h2{break-after:avoid}
  table,figure,.example{break-inside:avoid}
  .chart-box{max-width:16cm}
  details.latex{display:none}
  td.link,span.link{color:inherit;text-decoration:none}
  .panel[hidden]{display:none}
}
`;
