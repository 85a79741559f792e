// Prepares the D.C. Code for the citation comparison (scripts/bench.sh):
// from each titles/*/sections/*.xml under SRC it removes every <annotations>
// element and every <cite> tag (keeping the cited words), writes the result
// under DST with the same relative path (what `lexgraph cites` reads), and
// writes two JSON Lines files:
//   ORACLE: {"file", "section", "targets": [section numbers]} — the sections
//           named by the Council's <cite path="§…"> tags outside annotations,
//           less the section itself;
//   TEXT:   {"file", "section", "text"} — the section's words with every
//           tag replaced by a space (what the peer extractor reads).
// Usage: node dc_prepare.js SRC DST ORACLE TEXT
'use strict';
const fs = require('fs');
const path = require('path');

const [src, dst, oraclePath, textPath] = process.argv.slice(2);
if (!textPath) {
  console.error('usage: node dc_prepare.js SRC DST ORACLE TEXT');
  process.exit(2);
}

function decode(s) {
  return s.replace(/&(amp|lt|gt|quot|apos|#(\d+)|#x([0-9a-fA-F]+));/g,
    (m, name, dec, hex) => dec ? String.fromCodePoint(+dec)
      : hex ? String.fromCodePoint(parseInt(hex, 16))
      : { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name]);
}

const oracle = fs.openSync(oraclePath, 'w');
const text = fs.openSync(textPath, 'w');
let files = 0, tags = 0, textBytes = 0, xmlBytes = 0;
const titles = fs.readdirSync(path.join(src, 'titles')).sort();
for (const t of titles) {
  const dir = path.join(src, 'titles', t, 'sections');
  if (!fs.existsSync(dir)) continue;
  fs.mkdirSync(path.join(dst, 'titles', t, 'sections'), { recursive: true });
  for (const f of fs.readdirSync(dir).sort()) {
    if (!f.endsWith('.xml')) continue;
    const rel = `titles/${t}/sections/${f}`;
    let xml = fs.readFileSync(path.join(dir, f), 'utf8');
    xml = xml.replace(/<annotations\b[\s\S]*?<\/annotations>/g, '')
             .replace(/<annotations\b[^>]*\/>/g, '');
    const num = (xml.match(/<num>([^<]*)<\/num>/) || [, ''])[1].trim();
    const targets = new Set();
    for (const m of xml.matchAll(/<cite\b[^>]*\bpath="§([^"|]*)/g)) {
      const s = decode(m[1]).trim();
      if (s && s !== num) targets.add(s);
      tags++;
    }
    xml = xml.replace(/<\/?cite\b[^>]*>/g, '');
    fs.writeFileSync(path.join(dst, rel), xml);
    const body = xml.replace(/^<\?xml[^>]*\?>/, '');
    const words = decode(body.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
    fs.writeSync(oracle, JSON.stringify({ file: rel, section: num, targets: [...targets].sort() }) + '\n');
    fs.writeSync(text, JSON.stringify({ file: rel, section: num, text: words }) + '\n');
    files++;
    xmlBytes += Buffer.byteLength(xml);
    textBytes += Buffer.byteLength(words);
  }
}
fs.closeSync(oracle);
fs.closeSync(text);
console.log(JSON.stringify({ files, section_cite_tags: tags, xml_bytes: xmlBytes, text_bytes: textBytes }));
