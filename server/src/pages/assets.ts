// Served from this origin so the page keeps a strict CSP (no inline script or style, no external assets).

/** The stylesheet of the landing page. */
export const LANDING_CSS = `
:root { color-scheme: light dark; --bg:#f7f6f2; --fg:#1b1d1f; --muted:#4d5358; --card:#ffffff; --line:#d9d6cc; --accent:#0b5cad; --ok:#1d7a3e; --down:#a8261b; }
@media (prefers-color-scheme: dark) { :root { --bg:#121416; --fg:#eceae4; --muted:#b4b8bc; --card:#1b1e21; --line:#33383d; --accent:#7db7f0; --ok:#6fd08f; --down:#ff8a7e; } }
* { box-sizing: border-box; }
body { margin:0; font:16px/1.55 system-ui, -apple-system, "Segoe UI", sans-serif; background:var(--bg); color:var(--fg); }
a { color:var(--accent); }
a:focus-visible, button:focus-visible, select:focus-visible { outline:3px solid var(--accent); outline-offset:2px; }
.skip { position:absolute; left:-999px; } .skip:focus { left:1rem; top:1rem; background:var(--card); padding:.5rem; }
header, main, footer { max-width:72rem; margin:0 auto; padding:1.25rem; }
header h1 { font-size:2rem; margin:.5rem 0 .25rem; letter-spacing:-.01em; }
.lede { font-size:1.15rem; color:var(--muted); max-width:48rem; }
.never { display:flex; flex-wrap:wrap; gap:.5rem; padding:0; list-style:none; }
.never li { border:1px solid var(--line); border-radius:999px; padding:.2rem .8rem; background:var(--card); }
section { margin:2rem 0; }
h2 { font-size:1.35rem; border-bottom:1px solid var(--line); padding-bottom:.3rem; }
.grid { display:grid; gap:1rem; grid-template-columns:repeat(auto-fit, minmax(20rem, 1fr)); }
.card { background:var(--card); border:1px solid var(--line); border-radius:.6rem; padding:1rem; }
.card h3 { margin:.1rem 0 .5rem; font-size:1.05rem; }
pre { background:var(--bg); border:1px solid var(--line); border-radius:.4rem; padding:.6rem; overflow-x:auto; font-size:.85rem; white-space:pre-wrap; word-break:break-all; }
.button { display:inline-block; background:var(--accent); color:var(--bg); padding:.45rem .9rem; border-radius:.4rem; text-decoration:none; font-weight:600; margin:.2rem .4rem .2rem 0; }
button.copy { font:inherit; font-size:.85rem; padding:.2rem .6rem; border:1px solid var(--line); border-radius:.3rem; background:var(--card); color:var(--fg); cursor:pointer; }
.js-only { display:none; } .has-js .js-only { display:inline-block; }
table { width:100%; border-collapse:collapse; background:var(--card); font-size:.92rem; }
th, td { text-align:left; padding:.45rem .5rem; border-bottom:1px solid var(--line); vertical-align:top; }
th { font-weight:600; }
td code { font-size:.82rem; }
.flag { display:inline-block; border-radius:.3rem; padding:0 .35rem; margin:0 .2rem .2rem 0; border:1px solid var(--line); font-size:.8rem; }
.flag.books, .flag.pays, .flag.sends { border-color:var(--down); color:var(--down); }
.bar rect.track { fill:var(--line); } .bar rect.fill { fill:var(--accent); }
.filter { display:flex; gap:.6rem; align-items:center; margin:.6rem 0 1rem; flex-wrap:wrap; }
select, .filter button { font:inherit; padding:.3rem .5rem; border-radius:.3rem; border:1px solid var(--line); background:var(--card); color:var(--fg); }
.status-live { color:var(--ok); font-weight:700; } .status-DOWN { color:var(--down); font-weight:700; }
.chart text { fill:var(--fg); font-size:12px; } .chart rect.score { fill:var(--accent); } .chart line { stroke:var(--line); }
ol.rules li { margin:.3rem 0; }
footer { color:var(--muted); font-size:.9rem; }
ul.docs { columns:2 18rem; padding-left:1.2rem; }
`;

/** Progressive enhancement only: copy buttons and an instant category filter. The page works without it. */
export const LANDING_JS = `
document.documentElement.classList.add("has-js");
for (const button of document.querySelectorAll("button.copy")) {
  button.addEventListener("click", async () => {
    const target = document.getElementById(button.dataset.target);
    if (!target) return;
    try { await navigator.clipboard.writeText(target.textContent); button.textContent = "Copied"; }
    catch { button.textContent = "Select and copy"; }
    setTimeout(() => { button.textContent = "Copy"; }, 1500);
  });
}
const select = document.getElementById("category");
if (select) {
  select.addEventListener("change", () => {
    const value = select.value;
    for (const row of document.querySelectorAll("#aisle tbody tr")) row.hidden = value !== "" && row.dataset.category !== value;
    const url = new URL(location.href);
    if (value) url.searchParams.set("category", value); else url.searchParams.delete("category");
    history.replaceState(null, "", url);
  });
}
`;
