// The report's only script, inlined in the page: it reads the embedded data and, on a click (or
// Enter) on a linked cell, bar or example, lists that cell's segments; a system's output in the
// list opens the segment's detail: its n-gram matches (computed here, BLEU's clipped counts), and
// TER's edit path and RIBES's word alignment when the report embeds them. Plain ES2017, no imports.
import { COMPACT_TEXT_DECODER } from './compact-text.js';

/** The script, as the report inlines it. */
export const REPORT_SCRIPT = String.raw`
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('report-data').textContent);
${COMPACT_TEXT_DECODER}
  // The texts: text.refs[r](segment) and text.outs[system](segment), decoded as first shown.
  var text = compactText(data.text);
  // Each list's segments from its steps (see render-report.ts); data.details[system][segment]
  // holds the segments that have a detail.
  if (data.segmentScores) {
    data.segmentScores.values = data.segmentScores.hundredths.map(function (metric) {
      return metric.map(function (system) { return system.map(function (n) { return n === null ? null : n / 100; }); });
    });
  }
  data.segmentLists.forEach(function (list) {
    var at = -1;
    list.segments = list.steps.map(function (step) { return (at += step); });
  });
  var PAGE = 50;
  var listPanel = document.getElementById('segment-list');
  var detailPanel = document.getElementById('segment-detail');

  function el(tag, attrs) {
    var node = document.createElement(tag);
    for (var key in attrs || {}) {
      if (key === 'text') node.textContent = attrs[key];
      else if (key === 'onclick') node.addEventListener('click', attrs[key]);
      else if (attrs[key] !== undefined && attrs[key] !== null) node.setAttribute(key, attrs[key]);
    }
    for (var i = 2; i < arguments.length; i++) {
      [].concat(arguments[i]).forEach(function (child) {
        if (child !== null && child !== undefined) node.append(typeof child === 'string' ? document.createTextNode(child) : child);
      });
    }
    return node;
  }
  function fileName(path) { return path.slice(path.lastIndexOf('/') + 1); }
  function words(line) { return line === '' ? [] : line.split(' '); }
  function closeButton(panel) {
    return el('button', { type: 'button', class: 'close', 'aria-label': 'Close', onclick: function () { panel.hidden = true; } }, 'Close');
  }
  function marked(line, mark) {
    var p = el('span', {});
    var set = {};
    (mark || []).forEach(function (w) { set[w] = true; });
    words(line).forEach(function (w, i) {
      if (i > 0) p.append(' ');
      p.append(set[w] ? el('mark', { text: w }) : w);
    });
    return p;
  }
  function markNgram(line, ngram) {
    if (!ngram) return marked(line, null);
    var w = words(line), n = ngram.length, on = w.map(function () { return false; });
    for (var i = 0; i + n <= w.length; i++) {
      var same = true;
      for (var j = 0; j < n; j++) if (w[i + j] !== ngram[j]) { same = false; break; }
      if (same) for (j = 0; j < n; j++) on[i + j] = true;
    }
    var p = el('span', {});
    w.forEach(function (word, k) { if (k > 0) p.append(' '); p.append(on[k] ? el('mark', { text: word }) : word); });
    return p;
  }
  function score(system, segment) {
    var s = data.segmentScores;
    if (!s) return '';
    var v = s.values[0][system][segment];
    return v === null || v === undefined ? '' : ' (' + s.metrics[0].name + ' ' + v.toFixed(2) + ')';
  }

  function showList(index) {
    var list = data.segmentLists[index];
    var systems = list.systems || data.systems.map(function (_, k) { return k; });
    var mark = list.mark;
    var ul = el('ol', { class: 'seglist', 'data-testid': 'segment-list-items' });
    var shown = 0;
    var more = el('button', { type: 'button', class: 'more' });
    function page() {
      list.segments.slice(shown, shown + PAGE).forEach(function (seg) {
        var li = el('li', { 'data-segment': seg }, el('strong', {}, 'Segment ' + (seg + 1)));
        if (text.src) li.append(el('div', {}, el('span', { class: 'who' }, 'Source'), text.src[seg]));
        text.refs.forEach(function (ref, r) {
          li.append(el('div', {}, el('span', { class: 'who' }, fileName(data.references[r] || 'Reference')), list.ngram ? markNgram(ref(seg), list.ngram) : marked(ref(seg), mark)));
        });
        systems.forEach(function (sys) {
          li.append(el('button', { type: 'button', class: 'out', 'data-sys': sys, 'data-seg': seg, title: 'Open the detail of this output' },
            el('span', { class: 'who' }, data.systems[sys] + score(sys, seg)),
            list.ngram ? markNgram(text.outs[sys](seg), list.ngram) : marked(text.outs[sys](seg), mark)));
        });
        ul.append(li);
      });
      shown = Math.min(shown + PAGE, list.segments.length);
      more.hidden = shown >= list.segments.length;
      more.textContent = 'Show ' + Math.min(PAGE, list.segments.length - shown) + ' more of ' + (list.segments.length - shown);
    }
    more.addEventListener('click', page);
    listPanel.replaceChildren(closeButton(listPanel), el('h2', { 'data-testid': 'segment-list-title' }, list.title),
      el('p', { class: 'note' }, list.segments.length + ' segment' + (list.segments.length === 1 ? '' : 's') + '. Click a system\'s output for its detail.'), ul, more);
    page();
    listPanel.hidden = false;
    listPanel.focus();
    listPanel.scrollIntoView({ block: 'start' });
  }

  function ngramMatches(hyp, refs, maxOrder) {
    var level = hyp.map(function () { return 0; });
    var refLevels = refs.map(function (r) { return r.map(function () { return 0; }); });
    var orders = [];
    function counts(ws, n) {
      var c = new Map();
      for (var i = 0; i + n <= ws.length; i++) { var k = ws.slice(i, i + n).join(' '); c.set(k, (c.get(k) || 0) + 1); }
      return c;
    }
    for (var n = 1; n <= maxOrder; n++) {
      var best = new Map();
      refs.forEach(function (r) { counts(r, n).forEach(function (v, k) { if (v > (best.get(k) || 0)) best.set(k, v); }); });
      var used = new Map(), matched = 0;
      for (var i = 0; i + n <= hyp.length; i++) {
        var k = hyp.slice(i, i + n).join(' '), u = used.get(k) || 0;
        if (u < (best.get(k) || 0)) { used.set(k, u + 1); matched++; for (var j = i; j < i + n; j++) level[j] = Math.max(level[j], n); }
      }
      var inHyp = counts(hyp, n);
      refs.forEach(function (r, ri) {
        var seen = new Map();
        for (var i2 = 0; i2 + n <= r.length; i2++) {
          var k2 = r.slice(i2, i2 + n).join(' '), u2 = seen.get(k2) || 0;
          if (u2 < (inHyp.get(k2) || 0)) { seen.set(k2, u2 + 1); for (var j2 = i2; j2 < i2 + n; j2++) refLevels[ri][j2] = Math.max(refLevels[ri][j2], n); }
        }
      });
      orders.push({ order: n, matched: matched, total: Math.max(hyp.length - n + 1, 0) });
    }
    return { level: level, refLevels: refLevels, orders: orders };
  }
  function tokens(ws, levels, testid) {
    var p = el('p', { class: 'tokens', 'data-testid': testid });
    ws.forEach(function (w, i) {
      if (i > 0) p.append(' ');
      var lv = levels[i];
      p.append(el('span', { class: lv > 0 ? 'tok m' + Math.min(lv, 4) : 'tok', 'data-order': lv, title: lv > 0 ? 'in a matched ' + lv + '-gram' : 'unmatched' }, w));
    });
    return p;
  }
  var OPS = { M: ['match', 'match'], S: ['substitution', 'substituted'], I: ['insertion', 'missing (insert)'], D: ['deletion', 'extra (delete)'] };
  function terSection(ter) {
    var counts = { S: 0, I: 0, D: 0 };
    for (var i = 0; i < ter.operations.length; i++) if (ter.operations[i] !== 'M') counts[ter.operations[i]]++;
    var hypWords = words(ter.hyp), refWords = words(ter.ref), h = 0, r = 0;
    var rows = Array.prototype.map.call(ter.operations, function (op) {
      var hw = op === 'I' ? '—' : hypWords[h++], rw = op === 'D' ? '—' : refWords[r++];
      return el('tr', { class: 'op ' + OPS[op][0], 'data-op': OPS[op][0] }, el('td', {}, hw), el('td', {}, rw), el('td', {}, OPS[op][1]));
    });
    return el('section', { 'data-testid': 'ter-path' },
      el('h3', {}, 'TER ' + ter.score.toFixed(2) + ': the edit path'),
      el('p', { 'data-testid': 'ter-summary' }, ter.edits + ' edits = ' + ter.shifts.length + ' shift(s) + ' + counts.S + ' substitution(s) + ' + counts.I + ' insertion(s) + ' + counts.D + ' deletion(s), over ' + ter.referenceWords + ' reference words.'),
      ter.shifts.length ? el('ol', { 'data-testid': 'ter-shifts' }, ter.shifts.map(function (s) {
        return el('li', {}, 'Shift ', el('span', { class: 'op shift' }, s.words), ' from word ' + (s.from + 1) + ' to before word ' + (s.to + 1));
      })) : null,
      el('table', { 'data-testid': 'ter-alignment' }, el('thead', {}, el('tr', {}, el('th', {}, 'Output (shifted)'), el('th', {}, 'Reference'), el('th', {}, 'Edit'))), el('tbody', {}, rows)));
  }
  function ribesSection(ribes, hyp, ref) {
    var a = ribes.alignment, crossing = hyp.map(function () { return false; }), pairs = 0;
    for (var i = 0; i < a.length; i++) for (var j = i + 1; j < a.length; j++) {
      if (a[i] >= 0 && a[j] >= 0 && a[i] > a[j]) { crossing[i] = crossing[j] = true; pairs++; }
    }
    var f = function (x) { return x.toFixed(3); };
    return el('section', { 'data-testid': 'ribes-detail' },
      el('h3', {}, 'RIBES ' + (100 * ribes.value).toFixed(2) + ': word order'),
      el('p', { 'data-testid': 'ribes-factors' }, 'tau ' + f(ribes.tau) + ' × precision ' + f(ribes.precision) + '^' + ribes.alpha + ' × BP ' + f(ribes.brevityPenalty) + '^' + ribes.beta + ' = ' + ribes.value.toFixed(6) + '; ' + pairs + ' pair(s) of aligned words cross.'),
      alignmentPicture(hyp, ref, a, crossing),
      el('table', { 'data-testid': 'ribes-alignment' }, el('thead', {}, el('tr', {}, el('th', {}, '#'), el('th', {}, 'Output word'), el('th', {}, 'Reference word'), el('th', {}, 'Ref #'))),
        el('tbody', {}, hyp.map(function (w, k) {
          return el('tr', { class: crossing[k] ? 'cross' : null, 'data-ref': a[k] }, el('td', {}, String(k + 1)), el('td', {}, w), el('td', {}, a[k] >= 0 ? ref[a[k]] : '—'), el('td', {}, a[k] >= 0 ? String(a[k] + 1) : ''));
        }))));
  }
  // The alignment as a picture: output words on top, reference words below, a line from each
  // aligned output word to its reference word, the lines of crossing pairs marked. Word widths are
  // measured on a canvas in the page's font.
  var measure = document.createElement('canvas').getContext('2d');
  function escapeText(text) { return text.replace(/[&<>"]/g, function (c) { return '&#' + c.charCodeAt(0) + ';'; }); }
  function alignmentPicture(hyp, ref, a, crossing) {
    measure.font = getComputedStyle(document.body).font;
    var GAP = 12, TOP = 16, BOTTOM = 110;
    function row(ws) {
      var x = 4;
      return ws.map(function (w) { var width = measure.measureText(w).width, at = { x: x, mid: x + width / 2 }; x += width + GAP; return at; });
    }
    var top = row(hyp), bottom = row(ref);
    var width = Math.ceil(Math.max(4, top.length ? top[top.length - 1].x + measure.measureText(hyp[hyp.length - 1]).width : 0, bottom.length ? bottom[bottom.length - 1].x + measure.measureText(ref[ref.length - 1]).width : 0)) + 8;
    var parts = ['<svg class="alignment-picture" width="' + width + '" height="' + (BOTTOM + 8) + '" role="img" aria-label="Word alignment">'];
    a.forEach(function (r, i) {
      if (r < 0 || !bottom[r]) return;
      parts.push('<line x1="' + top[i].mid.toFixed(1) + '" y1="' + (TOP + 6) + '" x2="' + bottom[r].mid.toFixed(1) + '" y2="' + (BOTTOM - 16) + '" class="' + (crossing[i] ? 'cross' : 'kept') + '"/>');
    });
    hyp.forEach(function (w, i) { parts.push('<text x="' + top[i].x.toFixed(1) + '" y="' + TOP + '" class="' + (a[i] < 0 ? 'unaligned' : crossing[i] ? 'cross' : 'kept') + '">' + escapeText(w) + '</text>'); });
    ref.forEach(function (w, k) { parts.push('<text x="' + bottom[k].x.toFixed(1) + '" y="' + BOTTOM + '">' + escapeText(w) + '</text>'); });
    parts.push('</svg>');
    var box = el('div', { class: 'alignment-box', 'data-testid': 'ribes-picture' });
    box.innerHTML = parts.join('');
    return box;
  }

  function showDetail(sys, seg) {
    var hyp = words(text.outs[sys](seg));
    var refs = text.refs.map(function (r) { return words(r(seg)); });
    var m = ngramMatches(hyp, refs, 4);
    var extra = data.details && data.details[sys] ? data.details[sys][seg] : null;
    var parts = [closeButton(detailPanel), el('h2', { 'data-testid': 'detail-title' }, 'Segment ' + (seg + 1) + ': ' + data.systems[sys] + score(sys, seg))];
    if (text.src) parts.push(el('h3', {}, 'Source'), el('p', {}, text.src[seg]));
    parts.push(el('h3', {}, 'Output: ' + data.systems[sys]), tokens(hyp, m.level, 'detail-hyp'));
    refs.forEach(function (r, k) { parts.push(el('h3', {}, 'Reference: ' + fileName(data.references[k] || String(k + 1))), tokens(r, m.refLevels[k], 'detail-ref-' + (k + 1))); });
    parts.push(el('p', { class: 'legend' }, el('span', { class: 'tok m1' }, '1-gram'), ' ', el('span', { class: 'tok m2' }, '2-gram'), ' ', el('span', { class: 'tok m3' }, '3-gram'), ' ', el('span', { class: 'tok m4' }, '4-gram'), ' matched (BLEU\'s clipped counts)'));
    parts.push(el('table', { 'data-testid': 'detail-orders' }, el('thead', {}, el('tr', {}, el('th', {}, 'Order'), el('th', {}, 'Matched'), el('th', {}, 'Total'))),
      el('tbody', {}, m.orders.map(function (o) { return el('tr', {}, el('td', {}, o.order + '-gram'), el('td', { class: 'num' }, String(o.matched)), el('td', { class: 'num' }, String(o.total))); }))));
    if (extra && extra.ter) parts.push(terSection(extra.ter));
    if (extra && extra.ribes) parts.push(ribesSection(extra.ribes, hyp, refs[extra.ribes.reference] || []));
    if (!extra && data.detailNote) parts.push(el('p', { class: 'note', 'data-testid': 'detail-note' }, data.detailNote));
    detailPanel.replaceChildren.apply(detailPanel, parts);
    detailPanel.hidden = false;
    detailPanel.focus();
    detailPanel.scrollIntoView({ block: 'start' });
  }

  // The table of two systems side by side: sorted by line, reference length or the difference
  // (right minus left) on a metric, shown a page at a time, downloadable as CSV or JSON.
  var pairForm = document.getElementById('pair-form');
  var pairShown = 0;
  function pairRows() {
    var s = data.segmentScores, left = Number(pairForm.left.value), right = Number(pairForm.right.value);
    var key = pairForm.sort.value, desc = pairForm.desc.checked;
    var rows = s.referenceLength.map(function (length, seg) {
      var row = { line: seg + 1, reference_length: length, left_system: data.systems[left], right_system: data.systems[right] };
      if (text.src) row.source = text.src[seg];
      row.left_output = text.outs[left](seg);
      row.right_output = text.outs[right](seg);
      s.metrics.forEach(function (metric, m) {
        var id = metric.id;
        row['left_' + id] = s.values[m][left][seg];
        row['right_' + id] = s.values[m][right][seg];
        row['diff_' + id] = Number((s.values[m][right][seg] - s.values[m][left][seg]).toFixed(2));
      });
      row.sortKey = key === 'line' ? seg : key === 'length' ? length : s.values[Number(key)][right][seg] - s.values[Number(key)][left][seg];
      return row;
    });
    rows.sort(function (a, b) { return (desc ? b.sortKey - a.sortKey : a.sortKey - b.sortKey) || a.line - b.line; });
    return { rows: rows, left: left, right: right };
  }
  function renderPairs(reset) {
    var s = data.segmentScores, pairs = pairRows(), body = document.getElementById('pair-body');
    if (reset) { body.replaceChildren(); pairShown = 0; }
    document.getElementById('pair-head').replaceChildren(el('tr', {}, el('th', {}, 'Line'), el('th', {}, 'Ref. length'), text.src ? el('th', {}, 'Source') : null,
      el('th', {}, data.systems[pairs.left]), el('th', {}, data.systems[pairs.right]),
      s.metrics.map(function (metric) { return el('th', { title: metric.higherIsBetter ? 'left / right (right − left)' : 'left / right (right − left; lower is better)' }, metric.name); })));
    pairs.rows.slice(pairShown, pairShown + PAGE).forEach(function (row) {
      var seg = row.line - 1;
      body.append(el('tr', { 'data-segment': seg }, el('td', { class: 'num' }, String(row.line)), el('td', { class: 'num' }, String(row.reference_length)),
        text.src ? el('td', {}, row.source) : null,
        el('td', { class: 'link', 'data-sys': pairs.left, 'data-seg': seg, tabindex: '0', role: 'button' }, row.left_output),
        el('td', { class: 'link', 'data-sys': pairs.right, 'data-seg': seg, tabindex: '0', role: 'button' }, row.right_output),
        s.metrics.map(function (metric, m) {
          var l = s.values[m][pairs.left][seg], r = s.values[m][pairs.right][seg], d = r - l;
          return el('td', { class: 'num', 'data-diff': d.toFixed(2) }, l.toFixed(2) + ' / ' + r.toFixed(2) + ' (' + (d > 0 ? '+' : '') + d.toFixed(2) + ')');
        })));
    });
    pairShown = Math.min(pairShown + PAGE, pairs.rows.length);
    var more = document.getElementById('pair-more');
    more.hidden = pairShown >= pairs.rows.length;
    more.textContent = 'Show ' + Math.min(PAGE, pairs.rows.length - pairShown) + ' more of ' + (pairs.rows.length - pairShown);
  }
  function download(name, type, text) {
    var a = el('a', { href: URL.createObjectURL(new Blob([text], { type: type })), download: name });
    document.body.append(a);
    a.click();
    setTimeout(function () { URL.revokeObjectURL(a.href); a.remove(); }, 0);
  }
  function exportRows() {
    return pairRows().rows.map(function (row) { var copy = Object.assign({}, row); delete copy.sortKey; return copy; });
  }
  function csvCell(value) {
    var text = value === null || value === undefined ? '' : String(value);
    return /[",\r\n]/.test(text) ? '"' + text.replace(/"/g, '""') + '"' : text;
  }
  if (pairForm && data.segmentScores) {
    pairForm.addEventListener('change', function (event) {
      // Lines read best in order; a difference or a length, largest first.
      if (event.target === pairForm.sort) pairForm.desc.checked = pairForm.sort.value !== 'line';
      renderPairs(true);
    });
    document.getElementById('pair-more').addEventListener('click', function () { renderPairs(false); });
    document.getElementById('pair-csv').addEventListener('click', function () {
      var rows = exportRows(), keys = Object.keys(rows[0] || {});
      download('segments.csv', 'text/csv', [keys.join(',')].concat(rows.map(function (row) { return keys.map(function (k) { return csvCell(row[k]); }).join(','); })).join('\r\n') + '\r\n');
    });
    document.getElementById('pair-json').addEventListener('click', function () { download('segments.json', 'application/json', JSON.stringify(exportRows(), null, 1) + '\n'); });
    renderPairs(true);
  }

  function activate(target) {
    var link = target.closest('[data-list],[data-seg]');
    if (!link) return false;
    if (link.hasAttribute('data-list')) showList(Number(link.getAttribute('data-list')));
    else showDetail(Number(link.getAttribute('data-sys')), Number(link.getAttribute('data-seg')));
    return true;
  }
  document.addEventListener('click', function (event) { if (activate(event.target)) event.preventDefault(); });
  document.addEventListener('keydown', function (event) {
    if ((event.key === 'Enter' || event.key === ' ') && event.target.matches && event.target.matches('[data-list],[data-seg]:not(button)')) {
      if (activate(event.target)) event.preventDefault();
    }
  });
  document.body.setAttribute('data-ready', '');
})();
`;
