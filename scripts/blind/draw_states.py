#!/usr/bin/env python3
"""draw_states.py US_STATES_JSONL SEED NAME [PER]

Draws PER sections a state (Iowa, Connecticut, Pennsylvania, Washington;
8 by default) from the five-state JSON Lines file, among sections that
cite something and are in no earlier draw (tests/gold/states_sample*.sections),
and writes NAME/sections.jsonl and NAME/manifest.toml (one document a
state). Then: `lexgraph build NAME/manifest.toml -o NAME/out`, give the
annotator NAME/out/data/provisions.jsonl (structure only, no citations)
and keep the section keys (provisions with no parent) as NAME.sections.
See tests/gold/README.md for how the draws were annotated and scored.
"""
import glob
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GOLD = os.path.join(HERE, '..', '..', 'tests', 'gold')
CODES = {'iowa': 'iowa-code', 'connecticut': 'ct-gs', 'pennsylvania': 'pa-cs',
         'washington': 'wa-rcw'}
CITES = re.compile(r'[Ss]ections?\s+\d|[Ss]ubsection|[Cc]hapter\s+\d|RCW|U\.S\.C|§|'
                   r'[Pp]aragraph\s*\(|Pa\.C\.S|subdivision')


def main():
    if len(sys.argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    source, seed, name = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    per = int(sys.argv[4]) if len(sys.argv) > 4 else 8
    used = set()
    for f in glob.glob(os.path.join(GOLD, 'states_sample*.sections')):
        used |= {l.strip().split(':', 1)[-1] for l in open(f) if l.strip()}
    by_state = {s: [] for s in CODES}
    for line in open(source):
        r = json.loads(line)
        if r['state'] in by_state and len(r['text']) < 6000 and CITES.search(r['text']):
            number = r['number'].split()[0] if r['number'] else ''
            if number not in used:
                by_state[r['state']].append(line)
    rng = random.Random(seed)
    os.makedirs(name, exist_ok=True)
    with open(os.path.join(name, 'sections.jsonl'), 'w') as out:
        for state in CODES:
            for line in rng.sample(by_state[state], per):
                out.write(line)
    with open(os.path.join(name, 'manifest.toml'), 'w') as m:
        m.write(f'title = "{name}"\n')
        for state, code in CODES.items():
            m.write(f'\n[[document]]\nfile = "sections.jsonl"\nformat = "jsonl-sections"\n'
                    f'code = "{code}"\ntitle = "{state}"\nkind = "statute"\n'
                    f'jurisdiction = "{state.title()}"\nselect = {{ state = "{state}" }}\n')
    return 0


if __name__ == '__main__':
    sys.exit(main())
