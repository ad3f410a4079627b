import type { InstallLine } from "@travel/shared";
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { AisleRow, PageData } from "./page-data.js";

type Fragment = HtmlEscapedString | Promise<HtmlEscapedString>;

/** The landing page for the people behind the agents. Server-rendered; works without JavaScript. */
export function renderLanding(data: PageData, category: string | null): Fragment {
  const rows = category ? data.aisle.filter((r) => r.category === category) : data.aisle;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${data.name}: a travel desk for AI agents</title>
<meta name="description" content="A public, non-booking travel desk for AI agents: one MCP tool, run_travel_job, plus a catalogue of travel MCP servers with evals.">
<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 16 16%22%3E%3Crect width=%2216%22 height=%2216%22 rx=%223%22 fill=%22%230b5cad%22/%3E%3C/svg%3E">
<link rel="stylesheet" href="/assets/landing.css">
<link rel="alternate" type="text/plain" href="/llms.txt" title="llms.txt">
<script src="/assets/landing.js" defer></script>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header>
  <p><strong>${data.name}</strong> · version ${data.version}</p>
  <h1>A travel desk for AI agents</h1>
  <p class="lede">Agents hand the desk a travel job in plain language. It routes the job by fixed rules and answers with advice:
  which specialist to install, live regional data or an honest DOWN, passenger-rights advice under EC261, and ranked travel MCP servers from the aisle.</p>
  <ul class="never" aria-label="What the desk never does">
    <li>Never books</li><li>Never pays</li><li>Never files a group quote</li><li>Never sends a message</li>
  </ul>
</header>
<main id="main">
  <section aria-labelledby="install-h">
    <h2 id="install-h">Install: the desk first, the catalogue second</h2>
    <div class="grid">
      ${installCard("The desk", data.desk, "desk")}
      ${installCard("The catalogue (the aisle)", data.catalogue, "catalogue")}
    </div>
    <p><strong>Hermes: both servers in one ~/.hermes/config.yaml</strong> <button type="button" class="copy js-only" data-target="hermes-both">Copy</button></p>
    <pre id="hermes-both">${data.together.hermes}</pre>
  </section>
  <section aria-labelledby="rules-h">
    <h2 id="rules-h">Four rules for the agent calling any travel server</h2>
    <ol class="rules">${data.guidance.map((rule) => html`<li>${rule}</li>`)}</ol>
  </section>
  <section aria-labelledby="status-h">
    <h2 id="status-h">Live state</h2>
    ${supplierState(data)}
  </section>
  <section aria-labelledby="evals-h">
    <h2 id="evals-h">How the desk scores on its own eval pack</h2>
    ${evalChart(data)}
  </section>
  <section aria-labelledby="aisle-h">
    <h2 id="aisle-h">The aisle: travel MCP servers, ranked by evidence, not for sale</h2>
    <form class="filter" method="get" action="/" role="search" aria-label="Filter the aisle">
      <label for="category">Category</label>
      <select id="category" name="category">
        <option value="">All categories</option>
        ${data.categories.map((c) => html`<option value="${c}"${c === category ? html` selected` : ""}>${c}</option>`)}
      </select>
      <button type="submit">Filter</button>
    </form>
    <table id="aisle">
      <caption class="skip">Listings in the aisle${category ? ` (category ${category})` : ""}</caption>
      <thead><tr><th scope="col">Server</th><th scope="col">Category</th><th scope="col">Usefulness</th><th scope="col">Safe tools</th><th scope="col">Side effects</th><th scope="col">Sources read</th><th scope="col">Live check</th></tr></thead>
      <tbody>${rows.map(aisleRow)}</tbody>
    </table>
  </section>
  <section aria-labelledby="docs-h">
    <h2 id="docs-h">Discovery documents</h2>
    <ul class="docs">${data.documents.map((d) => html`<li><a href="${d.path}">${d.path}</a>: ${d.title}</li>`)}</ul>
  </section>
</main>
<footer>
  <p>REST: <code>POST ${data.desk.url}</code> with <code>{"job": "..."}</code>. MCP: streamable HTTP at the same URL. No authentication, no accounts, no tracking.</p>
</footer>
</body>
</html>`;
}

function installCard(title: string, server: PageData["desk"], id: string): Fragment {
  const line = (client: string, format?: string) => server.install.find((l) => l.client === client && (!format || l.format === format));
  const cursor = line("cursor", "link");
  const vscode = line("vscode", "link");
  const snippets: [string, InstallLine | undefined][] = [
    ["Claude Code", line("claude", "command")],
    ["Gemini CLI", line("gemini", "command")],
    ["Codex CLI", line("codex", "command")],
    ["ChatGPT / OpenAI Responses API", line("chatgpt", "json")],
    ["Grok / xAI API", line("grok", "json")],
  ];
  return html`<div class="card">
    <h3>${title}</h3>
    <p><code>${server.url}</code> (MCP server name <code>${server.name}</code>)</p>
    <p>
      ${cursor ? html`<a class="button" href="${cursor.text}" data-client="cursor">Add to Cursor</a>` : ""}
      ${vscode ? html`<a class="button" href="${vscode.text}" data-client="vscode">Add to VS Code</a>` : ""}
    </p>
    ${snippets.map(([label, l], i) =>
      l
        ? html`<p><strong>${label}</strong> <button type="button" class="copy js-only" data-target="${id}-snippet-${i}">Copy</button></p>
    <pre id="${id}-snippet-${i}">${l.text}</pre>`
        : "",
    )}
  </div>`;
}

function usefulnessBar(value: number): Fragment {
  const width = Math.round((Math.max(0, Math.min(5, value)) / 5) * 80);
  return html`<svg class="bar" width="84" height="12" role="img" aria-label="usefulness ${value.toFixed(1)} of 5"><rect class="track" x="0" y="2" width="80" height="8" rx="3"></rect><rect class="fill" x="0" y="2" width="${width}" height="8" rx="3"></rect></svg> ${value.toFixed(1)}`;
}

function aisleRow(row: AisleRow): Fragment {
  return html`<tr data-category="${row.category}">
    <td><a href="/data/evals/${row.slug}.json">${row.name}</a></td>
    <td>${row.category}</td>
    <td>${usefulnessBar(row.usefulness)}</td>
    <td>${row.safeTools.length ? row.safeTools.map((t) => html`<code>${t}</code> `) : html`<em>none</em>`}</td>
    <td>${row.sideEffects.map((f) => html`<span class="flag ${f}">${f}</span>`)}</td>
    <td><time datetime="${row.checkedAt}">${row.checkedAt.slice(0, 10)}</time></td>
    <td>${row.status}${row.lastCheckedAt ? html` <time datetime="${row.lastCheckedAt}">${row.lastCheckedAt.slice(0, 10)}</time>` : ""}</td>
  </tr>`;
}

function supplierState(data: PageData): Fragment {
  const s = data.supplier;
  if (!s) return html`<p>The regional supplier has not been probed since the service started: the first two-passenger central-European job will probe it.</p>`;
  return html`<p>Regional supplier <code>${s.name}</code>: <span class="status-${s.status}">${s.status}</span>${s.reason ? html` (${s.reason})` : ""}, checked <time datetime="${s.checkedAt}">${s.checkedAt}</time>.</p>`;
}

function evalChart(data: PageData): Fragment {
  if (data.deskEvals.length === 0) return html`<p>No eval pack has been published yet (<code>pnpm eval</code> writes it).</p>`;
  const barH = 22;
  const gap = 10;
  const left = 190;
  const width = 300;
  const height = data.deskEvals.length * (barH + gap) + 24;
  return html`<figure>
    <svg class="chart" width="${left + width + 60}" height="${height}" role="img" aria-labelledby="chart-title">
      <title id="chart-title">Desk eval scores out of 5 per case</title>
      ${[0, 1, 2, 3, 4, 5].map((t) => html`<line x1="${left + (t / 5) * width}" x2="${left + (t / 5) * width}" y1="0" y2="${height - 18}"></line><text x="${left + (t / 5) * width - 3}" y="${height - 4}">${t}</text>`)}
      ${data.deskEvals.map((e, i) => {
        const y = i * (barH + gap);
        return html`<text x="0" y="${y + 15}">${e.id}</text><rect class="score" x="${left}" y="${y}" width="${(e.score / 5) * width}" height="${barH}"></rect><text x="${left + (e.score / 5) * width + 6}" y="${y + 15}">${e.score.toFixed(1)} (${e.passed}/${e.checks})</text>`;
      })}
    </svg>
    <figcaption>Each case is a job plus explicit checks, scored by running the desk${data.deskEvalsAt ? html` (run ${data.deskEvalsAt})` : ""}. The pack: <a href="/data/desk-evals.json">/data/desk-evals.json</a>.</figcaption>
  </figure>`;
}
