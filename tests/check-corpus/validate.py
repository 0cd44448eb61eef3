#!/usr/bin/env python3
"""Checks a corpus file's shape: every label's figure is in its passage, kinds are known,
and each language has enough correct sentences. Usage: validate.py tests/check-corpus/fr.toml"""
import sys
import tomllib

KINDS = {"lost", "foreign-format", "run-together", "wrong-slot", "wrong-value"}


def main(path):
    with open(path, "rb") as f:
        corpus = tomllib.load(f)
    problems = []
    for key in ("language", "seed", "source"):
        if key not in corpus:
            problems.append(f"missing top-level `{key}`")
    labels = 0
    for i, passage in enumerate(corpus.get("passage", []), 1):
        text, en = passage.get("text", ""), passage.get("en", "")
        if not text.strip() or not en.strip():
            problems.append(f"passage {i}: empty `text` or `en`")
        for label in passage.get("damage", []):
            labels += 1
            figure = label.get("figure", "")
            occurrence = label.get("occurrence", 1)
            if text.count(figure) < occurrence or not figure:
                problems.append(f"passage {i}: `{figure}` occurs {text.count(figure)} time(s), label wants occurrence {occurrence}")
            if label.get("kind") not in KINDS:
                problems.append(f"passage {i}: kind `{label.get('kind')}` is not one of {sorted(KINDS)}")
            if "expected" not in label:
                problems.append(f"passage {i}: `{figure}` has no `expected`")
    correct = corpus.get("correct", [])
    for i, item in enumerate(correct, 1):
        if not item.get("text", "").strip() or not item.get("en", "").strip():
            problems.append(f"correct {i}: empty `text` or `en`")
    if len(correct) < 60:
        problems.append(f"only {len(correct)} correct sentences; at least 60 wanted")
    for p in problems:
        print(f"{path}: {p}")
    kinds = {}
    for passage in corpus.get("passage", []):
        for label in passage.get("damage", []):
            kinds[label.get("kind")] = kinds.get(label.get("kind"), 0) + 1
    print(f"{path}: {len(corpus.get('passage', []))} passages, {labels} labels {kinds}, {len(correct)} correct sentences")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(max(main(p) for p in sys.argv[1:]))
