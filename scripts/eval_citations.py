#!/usr/bin/env python3
"""Scores `lexgraph cites --format jsonl` output against a gold file.

Usage: eval_citations.py GOLD.jsonl PREDICTED.jsonl [--verbose] [--by-document]
                         [--exact-spans]

Pairs are (doc, source, target) with one trailing period of a key ignored
(and a Wisconsin paragraph "(l)" read as the "(L)" the statutes print).
Gold items marked optional count neither as misses nor, when predicted, as
false positives. Prints precision, recall and the pairs that differ.

--by-document scores (doc, target) pairs instead, for excerpts whose
sources are approximate (the ordinance sets of tests/gold/README.md): an
unresolved reference counts as (doc, "UNRESOLVED:" + its text, white
space collapsed and one trailing period ignored, as of a key), and
predicted self-references are left out. An unresolved span that holds, or
stands in, a gold one of its document counts as that one
(overlapping_spans); --exact-spans asks for the very span (the scoring
of rounds before the twenty-ninth).
"""
import json
import sys


def canon(key):
    # Wisconsin prints paragraph l as "(L)" (apart from the numeral 1);
    # annotators write it either way: one key.
    if key.startswith(('wis-stat:', 'wis-adm:')):
        key = key.replace('(l)', '(L)')
    return key[:-1] if key.endswith('.') else key


def pairs(rows, docs):
    out = set()
    for r in rows:
        if r['doc'] not in docs:
            continue
        for t in r.get('targets', []):
            out.add((r['doc'], canon(r['source']), canon(t)))
    return out


def document_pairs(rows, docs):
    r"""(doc, target) pairs, unresolved rows as (doc, "UNRESOLVED:" + text).

    A sentence's full stop after an unresolved span counts no more than
    after a key:

    >>> a = document_pairs([{'doc': 'd', 'text': 'Section 89.020, RSMo.'}], {'d'})
    >>> b = document_pairs([{'doc': 'd', 'text': 'Section  89.020,\nRSMo'}], {'d'})
    >>> a == b == {('d', 'UNRESOLVED:Section 89.020, RSMo')}
    True
    """
    out = set()
    for r in rows:
        if r['doc'] not in docs or r.get('self_reference'):
            continue
        for t in r.get('targets', []):
            out.add((r['doc'], canon(t)))
        if not r.get('targets'):
            out.add((r['doc'], 'UNRESOLVED:' + canon(' '.join(r['text'].split()))))
    return out


def overlapping_spans(predicted, required, optional=frozenset()):
    r"""Pairs of `predicted` that are unresolved spans overlapping one of
    the gold unresolved spans in the same document (one holds the other),
    with the gold pair each stands for: a required one first, then the
    first in order.

    Where an unresolved reference ends is the annotator's call ("KRS
    65.8801" and "KRS 65.8801 to KRS 65.8839", "ORC 955.99" and "(ORC
    955.99)"); what counts is that the reference was found and left
    unresolved.

    >>> overlapping_spans({('d', 'UNRESOLVED:ORC 955.99'), ('d', 'x:1')},
    ...                   {('d', 'UNRESOLVED:(ORC 955.99)'), ('e', 'UNRESOLVED:ORC 955.99')})
    {('d', 'UNRESOLVED:ORC 955.99'): ('d', 'UNRESOLVED:(ORC 955.99)')}
    >>> overlapping_spans({('d', 'UNRESOLVED:Subsection A')},
    ...                   {('d', 'UNRESOLVED:Subsection A of the definition')},
    ...                   {('d', 'UNRESOLVED:Subsection A above')})
    {('d', 'UNRESOLVED:Subsection A'): ('d', 'UNRESOLVED:Subsection A of the definition')}
    """
    mark = 'UNRESOLVED:'
    spans = {}
    for doc, key in sorted(required) + sorted(optional):
        if key.startswith(mark):
            spans.setdefault(doc, []).append(key)
    out = {}
    for doc, key in sorted(predicted):
        if not key.startswith(mark) or (doc, key) in required or (doc, key) in optional:
            continue
        text = key[len(mark):]
        for g in spans.get(doc, []):
            other = g[len(mark):]
            if min(len(text), len(other)) >= 3 and (text in other or other in text):
                out[(doc, key)] = (doc, g)
                break
    return out


def compare(gold_rows, pred_rows, by_document, exact_spans=False):
    """(tp, false-positive pairs, missed pairs) of predicted rows against
    gold rows, over the gold's documents; optional gold pairs count
    neither way. By document, an unresolved span overlapping a gold one
    stands for it (see overlapping_spans) unless `exact_spans`."""
    docs = {r['doc'] for r in gold_rows}
    score = document_pairs if by_document else pairs
    required = score([r for r in gold_rows if not r.get('optional')], docs)
    optional = score([r for r in gold_rows if r.get('optional')], docs)
    predicted = score(pred_rows, docs)
    if by_document and not exact_spans:
        for p, g in overlapping_spans(predicted, required, optional).items():
            predicted = (predicted - {p}) | {g}
    return len(predicted & required), predicted - required - optional, required - predicted


def main():
    gold_rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
    pred_rows = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
    tp, fp, fn = compare(gold_rows, pred_rows, '--by-document' in sys.argv,
                         exact_spans='--exact-spans' in sys.argv)
    required = tp + len(fn)
    precision = tp / (tp + len(fp)) if tp + len(fp) else 1.0
    recall = tp / required if required else 1.0
    print(f"precision {precision:.4f} recall {recall:.4f} "
          f"(tp {tp}, fp {len(fp)}, fn {len(fn)})")
    if '--verbose' in sys.argv or fp or fn:
        for p in sorted(fp):
            print('FP', *p)
        for p in sorted(fn):
            print('FN', *p)
    return 0


if __name__ == '__main__':
    sys.exit(main())
