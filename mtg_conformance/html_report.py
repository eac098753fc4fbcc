"""The HTML report (``run --report html:PATH``): one self-contained file (no external resources).

It holds a summary, a matrix of CR sections against outcomes, and for each failure the scenario
text, the source quote and expected against observed; then every fixture in a table that a few
lines of inline script can filter by outcome.
"""

from __future__ import annotations

import html
import json
import re
from collections import defaultdict
from datetime import datetime, timezone
from functools import lru_cache
from pathlib import Path
from typing import Any

from . import __version__, corpus
from .reports import document_title
from .runner import Outcome, RunResult

OUTCOMES = ("passed", "failed", "errored", "unsupported", "skipped")
#: The outcomes that fail a run, each shown in full under "Failures".
NOT_PASSING = ("failed", "errored", "unsupported")

CSS = """
body{font:14px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:1em 2em;color:#222}
h1{font-size:1.5em;margin-bottom:.2em} h2{margin-top:1.6em;border-bottom:1px solid #ddd}
.meta{color:#666} table{border-collapse:collapse;width:100%} td,th{border:1px solid #ddd;padding:.25em .5em;
text-align:left;vertical-align:top} th{background:#f5f5f5} td.n{text-align:right;font-variant-numeric:tabular-nums}
.passed{color:#17692b} .failed{color:#b3261e} .errored{color:#a35a00} .unsupported{color:#6a1b9a} .skipped{color:#555}
.badge{display:inline-block;padding:0 .5em;border-radius:.6em;font-weight:600;border:1px solid currentColor}
#summary .counts span{margin-right:1.2em;font-size:1.2em} .verdict{font-size:1.3em;font-weight:700}
td.zero{color:#bbb} pre{background:#f7f7f7;padding:.6em;overflow-x:auto;white-space:pre-wrap}
blockquote{margin:.4em 0;padding:.2em .8em;border-left:3px solid #ccc;color:#333}
article.failure{border:1px solid #eee;border-radius:6px;padding:.2em 1em 1em;margin:1em 0}
#filters button{margin-right:.4em} #filters button[aria-pressed=true]{font-weight:700}
"""

SCRIPT = """
(function(){
  var rows=document.querySelectorAll('#fixtures tbody tr');
  var buttons=document.querySelectorAll('#filters button');
  function show(which){
    rows.forEach(function(r){r.hidden=(which!=='all'&&r.dataset.outcome!==which);});
    buttons.forEach(function(b){b.setAttribute('aria-pressed',String(b.dataset.show===which));});
  }
  buttons.forEach(function(b){b.addEventListener('click',function(){show(b.dataset.show);});});
  show('all');
  var s=document.getElementById('summary');
  s.dataset.rendered='true';
  var shown=document.getElementById('shown');
  if(shown){shown.textContent=String(rows.length);}
})();
"""


def e(value: Any) -> str:
    return html.escape(str(value), quote=True)


def js(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


@lru_cache(maxsize=1)
def _section_titles() -> dict[str, str]:
    try:
        from .crparse import corpus_release

        release = corpus_release()
    except Exception:  # no CR text shipped: numbers only
        return {}
    return {n: r.text for n, r in release.rules.items() if "." not in n}


def _section(rule: str) -> str:
    m = re.match(r"\d{3}", rule)
    return m.group(0) if m else rule


def scenario_text(o: Outcome) -> str | None:
    """The scenario as written in its feature file, from its Scenario line to the next scenario."""
    feature = o.feature or {}
    try:
        lines = (corpus.root() / feature["file"]).read_text(encoding="utf-8").splitlines()
        start = int(feature["line"]) - 1
    except (KeyError, OSError, ValueError, TypeError):
        return None
    if not 0 <= start < len(lines):
        return None
    out = [lines[start]]
    for line in lines[start + 1:]:
        head = line.strip()
        if head.startswith(("@", "Scenario", "Rule:", "Feature:", "Example:", "Background:")):
            break
        out.append(line)
    while out and not out[-1].strip():
        out.pop()
    indent = min((len(l) - len(l.lstrip()) for l in out if l.strip()), default=0)
    return "\n".join(l[indent:] for l in out)


def _matrix(result: RunResult) -> str:
    counts: dict[str, dict[str, int]] = defaultdict(lambda: dict.fromkeys(OUTCOMES, 0))
    for o in result.outcomes:
        for section in sorted({_section(r) for r in o.rules}) or ["(no rule)"]:
            counts[section][o.status] += 1
    titles = _section_titles()
    rows = []
    for section in sorted(counts):
        c = counts[section]
        cells = "".join(f'<td class="n {k if c[k] else "zero"}" data-outcome="{k}">{c[k]}</td>' for k in OUTCOMES)
        title = titles.get(section, "")
        rows.append(f'<tr data-section="{e(section)}"><th scope="row">{e(section)}'
                    f'{" " + e(title) if title else ""}</th>{cells}<td class="n">{sum(c.values())}</td></tr>')
    head = "".join(f'<th class="{k}">{k}</th>' for k in OUTCOMES)
    return (f'<table id="matrix-table"><thead><tr><th>CR section</th>{head}<th>total</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>'
            '<p class="meta">A fixture exercising rules of several sections counts once in each.</p>')


def _failure(o: Outcome) -> str:
    parts = [f'<article class="failure" id="{e("f-" + o.id)}" data-outcome="{o.status}">',
             f'<h3><span class="badge {o.status}">{o.status}</span> {e(o.title or o.id)}</h3>',
             f'<p class="meta"><code>{e(o.id)}</code> — {e(o.path)}'
             + (f' — rules {e(", ".join(o.rules))}' if o.rules else "") + "</p>"]
    text = scenario_text(o)
    if text:
        where = f'{(o.feature or {}).get("file")}:{(o.feature or {}).get("line")}'
        parts.append(f'<h4>Scenario <span class="meta">({e(where)})</span></h4><pre class="scenario">{e(text)}</pre>')
    for s in o.sources:
        parts.append(f'<h4>Source <code>{e(s.get("item"))}</code> <span class="meta">{e(document_title(s.get("document")))}</span></h4>'
                     f'<blockquote class="quote">{e(s.get("quote", ""))}</blockquote>')
    if o.mismatches:
        rows = "".join(
            f"<tr><td><code>{e(json.dumps(m.expectation, ensure_ascii=False))}</code></td><td>{e(m.field)}</td>"
            f"<td><code>{e(js(m.expected))}</code></td><td><code>{e(js(m.observed))}</code></td>"
            f"<td>{e(m.message)}</td></tr>" for m in o.mismatches)
        parts.append('<h4>Expected against observed</h4><table class="mismatches"><thead><tr><th>expectation</th>'
                     f'<th>field</th><th>expected</th><th>observed</th><th>difference</th></tr></thead><tbody>{rows}</tbody></table>')
    elif o.message:
        parts.append(f'<h4>Reason</h4><p class="reason">{e(o.message)}</p>')
    if o.unsupported:
        rows = "".join(f'<tr><td>{e(u.get("card", ""))}</td><td>{e(u.get("face") or "")}</td>'
                       f'<td><code>{e(u.get("line", ""))}</code></td><td>{e(u.get("origin", ""))}</td></tr>'
                       for u in o.unsupported)
        parts.append('<h4>Rules text the engine does not implement</h4><table class="unsupported-lines"><thead><tr>'
                     f'<th>card</th><th>face</th><th>line</th><th>origin</th></tr></thead><tbody>{rows}</tbody></table>')
    if o.stderr:
        parts.append(f'<h4>Engine stderr (tail)</h4><pre class="stderr">{e(o.stderr)}</pre>')
    parts.append("</article>")
    return "".join(parts)


def _verdict(result: RunResult, bad: list[Outcome]) -> str:
    """One sentence a reader can trust: never "passed" over fixtures that were not run."""
    from .gate import nothing_ran

    total = len(result.outcomes)
    c = result.counts()
    if nothing_ran(result):
        return nothing_ran(result)
    if bad:
        text = (f"{len(bad)} of {total} fixtures failed, errored or were unsupported" if c["unsupported"]
                else f"{len(bad)} of {total} fixtures failed or errored")
    else:
        text = f"all {c['passed']} fixtures run passed"
    if c["skipped"]:
        text += f"; {c['skipped']} of {total} skipped (not run)"
    return text


def render(result: RunResult) -> str:
    from .corpus import CR_VERSION

    c = result.counts()
    total = len(result.outcomes)
    engine = result.engine.get("name", "engine")
    version = result.engine.get("version")
    bad = [o for o in result.outcomes if o.status in NOT_PASSING]
    known = set((result.baseline or {}).get("known_failures", []))
    verdict = _verdict(result, bad)
    if result.baseline is not None:
        new = len(result.baseline.get("new_failures", []))
        verdict += f"; {new} not in the baseline" if new else "; all of them in the baseline"
    counts = "".join(f'<span class="{k}" data-outcome="{k}"><b>{c[k]}</b> {k}</span>' for k in OUTCOMES)
    baseline_html = ""
    if result.baseline is not None:
        b = result.baseline
        baseline_html = (f'<p class="baseline">Baseline <code>{e(b.get("file", ""))}</code>: '
                         f'{len(b.get("known_failures", []))} known failures, {len(b.get("new_failures", []))} new, '
                         f'{len(b.get("now_passing", []))} now passing, {len(b.get("not_run", []))} not run.</p>')
    failures = "".join(_failure(o) for o in bad if o.id not in known) + "".join(_failure(o) for o in bad if o.id in known)
    fixture_rows = "".join(
        f'<tr data-outcome="{o.status}"><td><a href="#{e("f-" + o.id)}">{e(o.id)}</a></td>' if o.status in NOT_PASSING
        else f'<tr data-outcome="{o.status}"><td>{e(o.id)}</td>'
        for o in result.outcomes)
    rows = []
    for o in result.outcomes:
        link = (f'<a href="#{e("f-" + o.id)}">{e(o.id)}</a>' if o.status in NOT_PASSING else e(o.id))
        rows.append(f'<tr data-outcome="{o.status}"><td>{link}</td><td class="{o.status}">{o.status}'
                    f'{" (baseline)" if o.id in known else ""}</td><td>{e(", ".join(o.rules))}</td>'
                    f'<td class="n">{o.duration * 1000:.1f}</td><td>{e(o.message)}</td></tr>')
    filters = "".join(f'<button type="button" data-show="{k}">{k}</button>' for k in ("all",) + OUTCOMES)
    now = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>mtg-conformance: {e(engine)} — {c['passed']}/{total} passed</title><style>{CSS}</style></head>
<body>
<header><h1>mtg-conformance report</h1>
<p class="meta">Engine <b>{e(engine)}</b>{" " + e(version) if version else ""} · corpus {e(__version__)}
(Comprehensive Rules {e(CR_VERSION)}) · harness {e(__version__)} · {e(now)} · {result.duration:.2f} s</p></header>
<section id="summary" data-total="{total}" data-passed="{c['passed']}" data-failed="{c['failed']}" data-errored="{c['errored']}" data-unsupported="{c['unsupported']}" data-skipped="{c['skipped']}">
<h2>Summary</h2><p class="verdict">{e(verdict)}</p><p class="counts">{counts}<span><b>{total}</b> fixtures</span></p>{baseline_html}
</section>
<section id="matrix"><h2>CR sections against outcomes</h2>{_matrix(result)}</section>
<section id="failures"><h2>Failures, errors and unsupported ({len(bad)})</h2>{failures or "<p>None.</p>"}</section>
<section id="all"><h2>All fixtures (<span id="shown">{total}</span>)</h2><p id="filters">{filters}</p>
<table id="fixtures"><thead><tr><th>fixture</th><th>outcome</th><th>rules</th><th>ms</th><th>message</th></tr></thead>
<tbody>{"".join(rows)}</tbody></table></section>
<script>{SCRIPT}</script>
</body></html>
"""


def write_html(result: RunResult, path: Path) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render(result), encoding="utf-8")
