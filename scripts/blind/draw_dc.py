#!/usr/bin/env python3
"""draw_dc.py PROVISIONS_JSONL SEED NAME N [REGEX]

Draws N sections of the D.C. Code from a build's provisions
(`lexgraph build` of the D.C. Code with its titles' tables of contents:
OUT/data/provisions.jsonl) whose text matches REGEX (by default one that
holds a citation word) and that are in no earlier draw
(tests/gold/dc_sample*.sections); writes NAME/provisions.jsonl (every
provision of those sections: structure and text only) and NAME.sections.
"""
import glob
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GOLD = os.path.join(HERE, '..', '..', 'tests', 'gold')
SECTION = re.compile(r'^dc-code:[0-9A-Z]+(?::\d+)?-[0-9A-Za-z.:-]+$')


def main():
    if len(sys.argv) < 5:
        print(__doc__, file=sys.stderr)
        return 2
    prov, seed, name, n = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
    rx = re.compile(sys.argv[5] if len(sys.argv) > 5 else
                    r'§|[Ss]ections?\s|[Ss]ubsection|[Pp]aragraph|[Cc]hapter|U\.S\.C')
    used = set()
    for f in glob.glob(os.path.join(GOLD, 'dc_sample*.sections')):
        used |= {l.strip() for l in open(f) if l.strip()}
    groups = {}
    for line in open(prov):
        r = json.loads(line)
        section = r['key'].split('(')[0]
        if SECTION.match(section):
            groups.setdefault(section, []).append(r)
    candidates = sorted(k for k, g in groups.items()
                        if k not in used and any(rx.search(r['text'] or '') for r in g))
    pick = random.Random(seed).sample(candidates, n)
    os.makedirs(name, exist_ok=True)
    with open(os.path.join(name, 'provisions.jsonl'), 'w') as out:
        for k in pick:
            for r in groups[k]:
                out.write(json.dumps({x: r[x] for x in ('key', 'doc', 'label', 'heading', 'text', 'notes')
                                      if x in r}) + '\n')
    with open(name + '.sections', 'w') as out:
        out.write(''.join(k + '\n' for k in pick))
    return 0


if __name__ == '__main__':
    sys.exit(main())
