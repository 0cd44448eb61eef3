#!/usr/bin/env python3
"""Injects machine-translation damage into copies of the human corpus's clean pairs.

    python3 bench/human-corpus/damage.py [CORPUS_DIR]     # default tests/check-corpus/human

For each half (dev, held-out) and language, reads CORPUS_DIR/<half>/<lang>.toml and writes
CORPUS_DIR/<half>/damaged/<lang>.toml: copies of clean pairs, each with one damage injected at a
recorded place, up to PER_KIND copies per kind. The pairs each kind damages are drawn with a
fixed seed (from the seed, the half, the language and the kind), so the files are the same on
every run; nothing is read or chosen by hand, and the held-out half is written without anyone
looking at it.

Only figures the English also has are damaged (the digits of the translated figure, separators
aside, are those of a figure of the English), and every damage changes what the figure says:

| kind | what is done to the translation |
|---|---|
| lost | a figure, or the digits inside a word (`ext4` → `extXNUMX`), replaced by `XNUMX` |
| foreign-format | a figure written with the other convention's separators, CLDR-style: in a language of the decimal comma, `1,5` → `1.5`, `10.000`/`10 000` → `10,000`, `4096` → `4,096`; in one of the decimal point (ja, ko, zh), `1.5` → `1,5`, `10,000` → `10.000`, `4096` → `4.096` |
| wrong-slot | two different figures of the paragraph swapped |
| wrong-value | one digit of a figure changed, so that it is no figure of the English |
| run-together | two figures with at most 40 characters between them glued, the text between them lost: `22.7 … 1.4` → `22.71.4` or `22.7 1.4` |
| model-number | one digit of a name with digits that the English has (`SN630`, `ext4`, `RFC 2119`, `x86_64`) changed, so that it is no name of the English |

The documents added to the corpus later (a `[[doc]]` with `added = "<date>"`: the extraction
of 2026-12-04, then the GIMP manual's, `2026-12-04b`, the Debian Administrator's Handbook's,
`2026-12-05`, the GNOME user help's, `2026-12-05b`, LibreOffice's help's, `2026-12-05c`,
KiCad's manuals', `2026-12-05d`, LinuxCNC's books', `2026-12-05e`, the disk and system tools'
help's, `2026-12-05f`, KDE's handbooks' and GnuCash's books', `2026-12-05g`, the KDE handbooks
chosen for their figures, `2026-12-06`, and the GNOME applications' help, `2026-12-06b`) come after the first ones in each clean file, and their damaged copies
after the first ones' in each damaged file, each batch after the one before it (in the order of
their dates, as strings: `2026-12-05` before `2026-12-05b`, before `2026-12-05c`, before
`2026-12-05d`, before `2026-12-05e`, before `2026-12-05f`, before `2026-12-05g`, before `2026-12-06`,
before `2026-12-06b`): up to
ADDED_PER_KIND copies per kind
of their own, drawn from their pairs alone with a seed that also names their date, so that
adding documents leaves every damaged copy of the first ones as it was.

Each [[passage]] holds `doc`, `en`, the damaged `text`, and its [passage.damage]: `kind`,
`offset` (bytes into `text` where the damaged figure starts), `figure` (the damaged text at that
offset, as it stands in `text`), `expected` (what belongs there) and, for a swap, `other_offset`
and `other_figure` (where the second figure went).
"""

import collections
import random
import re
import sys
import tomllib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from extract import HALVES, SEED, toml_string  # noqa: E402

PER_KIND = 100
# Per kind for the pairs of each later extraction (`added`): fewer, to keep the corpus's size down.
ADDED_PER_KIND = 50
KINDS = ("lost", "foreign-format", "wrong-slot", "wrong-value", "run-together", "model-number")
DECIMAL_POINT = {"ja", "ko", "zh"}
# The group separator a locale writes, for the figures the translation groups (CLDR).
SPACE_GROUPING = {"fr", "pl", "pt-PT", "ru", "cs", "sv", "uk"}

# A figure: digits, with `.` or `,` between digit groups, and (in a language that groups with
# spaces) a space or no-break space before a group of three. Not inside a word of ASCII
# letters (a figure glued to a CJK word or particle, `第3章`, `2절`, is still a figure), nor
# joined by a hyphen to one (`ISO 8859-1`, `POSIX.1-2001`, pages `3-180`: parts of a name),
# nor a note's mark in brackets (`[20]`): the documents' tools number notes in each language
# on their own (the English `[21]` is the Chinese `[20]`), so a mark is no figure to compare.
FIGURE = re.compile(
    r"(?<![\w.,\[])(?<!\w-)\d+(?:(?:[.,]|[ \u00a0\u202f](?=\d{3}(?!\d)))\d+)*(?!\w)(?!-\w)(?!\])", re.ASCII
)
DIGIT_RUN = re.compile(r"\d+", re.ASCII)
# A name with digits: letters glued to digits (ext4, x86_64, SN630, IPv6, S80sendmail), or an
# acronym and a number (RFC 2119, RAID 5).
NAME = re.compile(r"(?<![\w.-])(?:[A-Za-z][\w.-]*\d[\w.-]*|[A-Z]{2,}[ -]\d+)(?![\w])", re.ASCII)


def digits(token):
    return "".join(DIGIT_RUN.findall(token))


def names(text):
    """Names with digits: (start, end, name), without a sentence's full stop or a trailing hyphen."""
    found = []
    for m in NAME.finditer(text):
        name = m.group().rstrip(".-")
        if any(c.isdigit() for c in name):
            found.append((m.start(), m.start() + len(name), name))
    return found


def english_figures(en):
    """The digit sequences (separators left out) of the English's figures, and its names."""
    return {digits(m.group()) for m in FIGURE.finditer(en)}, {name for _, _, name in names(en)}


def is_year(token):
    return re.fullmatch(r"(19|20)\d\d", token) is not None


def figures(text, en_digits):
    """Figures of the translation whose digits are a figure of the English: (start, end, token)."""
    found = []
    for m in FIGURE.finditer(text):
        token = m.group().rstrip(" \u00a0\u202f")
        if token and digits(token) in en_digits:
            found.append((m.start(), m.start() + len(token), token))
    return found


def foreign(token, lang, locale):
    """The token in the other convention, or None when that would not change what it says.

    Digits grouped in threes never open with a group of `0`: `0.980` in Spanish is the
    English's decimal kept by the translator, not a thousands grouping, and writing it `0,980`
    would correct it, not damage it (so it was, until 2026-12-05, fourteenth session)."""
    if lang in DECIMAL_POINT:
        if re.fullmatch(r"\d+\.\d+", token) and not re.fullmatch(r"\d{1,3}\.\d{3}", token):
            return token.replace(".", ",")
        if re.fullmatch(r"[1-9]\d{0,2}(,\d{3})+", token):
            return token.replace(",", ".")
        if re.fullmatch(r"[1-9]\d{3,}", token) and not is_year(token):
            return group(token, ".")
        return None
    if re.fullmatch(r"\d+,\d+", token):
        return token.replace(",", ".")
    own_group = r"[ \u00a0\u202f]" if locale in SPACE_GROUPING else r"\."
    if re.fullmatch(rf"[1-9]\d{{0,2}}({own_group}\d{{3}})+", token):
        return re.sub(own_group, ",", token)
    if re.fullmatch(r"[1-9]\d{3,}", token) and not is_year(token):
        return group(token, ",")
    return None


def group(token, separator):
    head = len(token) % 3 or 3
    return token[:head] + "".join(separator + token[i : i + 3] for i in range(head, len(token), 3))


def change_a_digit(token, rng, forbidden):
    """The token with one digit changed, not into anything in `forbidden`; None if none works."""
    places = [i for i, c in enumerate(token) if c.isdigit()]
    rng.shuffle(places)
    for i in places:
        choices = [d for d in "0123456789" if d != token[i] and not (d == "0" and (i == 0 or not token[i - 1].isdigit()) and i + 1 < len(token) and token[i + 1].isdigit())]
        rng.shuffle(choices)
        for d in choices:
            changed = token[:i] + d + token[i + 1 :]
            if changed not in forbidden and digits(changed) not in forbidden:
                return changed
    return None


def damage(kind, en, text, lang, locale, rng):
    """One damage of `kind` in `text`: (damaged text, label) or None when the pair has no place
    for it."""
    en_digits, en_names = english_figures(en)
    figs = figures(text, en_digits)
    if kind == "lost":
        places = [(s, e, t) for s, e, t in figs]
        # Digits inside a word (`ext4`, `RAID5`): machine translation loses those too.
        for start, _, name in names(text):
            if name in en_names:
                for d in DIGIT_RUN.finditer(name):
                    places.append((start + d.start(), start + d.end(), d.group()))
        if not places:
            return None
        start, end, token = rng.choice(places)
        return splice(text, start, end, "XNUMX", token, kind)
    if kind == "foreign-format":
        places = [(s, e, t, foreign(t, lang, locale)) for s, e, t in figs]
        places = [p for p in places if p[3]]
        if not places:
            return None
        start, end, token, written = rng.choice(places)
        return splice(text, start, end, written, token, kind)
    if kind == "wrong-value":
        rng.shuffle(figs)
        forbidden = en_digits | {digits(m.group()) for m in FIGURE.finditer(text)}
        for start, end, token in figs:
            changed = change_a_digit(token, rng, forbidden)
            if changed:
                return splice(text, start, end, changed, token, kind)
        return None
    if kind == "model-number":
        places = [(s, e, name) for s, e, name in names(text) if name in en_names]
        rng.shuffle(places)
        for start, end, name in places:
            changed = change_a_digit(name, rng, en_names | {name})
            if changed and changed not in en:
                return splice(text, start, end, changed, name, kind)
        return None
    if kind == "wrong-slot":
        pairs = [(a, b) for i, a in enumerate(figs) for b in figs[i + 1 :] if digits(a[2]) != digits(b[2])]
        if not pairs:
            return None
        (s1, e1, t1), (s2, e2, t2) = rng.choice(pairs)
        damaged = text[:s1] + t2 + text[e1:s2] + t1 + text[e2:]
        label = {
            "kind": kind,
            "offset": len(text[:s1].encode()),
            "figure": t2,
            "expected": t1,
            "other_offset": len(damaged[: s2 + len(t2) - len(t1)].encode()),
            "other_figure": t1,
        }
        return damaged, label
    if kind == "run-together":
        pairs = []
        for a, b in zip(figs, figs[1:]):
            between = text[a[1] : b[0]]
            if 0 < len(between) <= 40 and "\n" not in between:
                pairs.append((a, b, between))
        if not pairs:
            return None
        (s1, e1, t1), (s2, e2, t2), between = rng.choice(pairs)
        # Glued, or with the space machine translation leaves (`90 182,791`); a space only
        # when that is not what stood between them already.
        glue = rng.choice(["", " "]) if between != " " else ""
        return splice(text, s1, e2, t1 + glue + t2, text[s1:e2], kind)
    raise ValueError(kind)


def splice(text, start, end, written, expected, kind):
    damaged = text[:start] + written + text[end:]
    return damaged, {"kind": kind, "offset": len(text[:start].encode()), "figure": written, "expected": expected}


def main(corpus):
    corpus = Path(corpus)
    summary = []
    for half in HALVES + ("fresh",):
        for clean in sorted((corpus / half).glob("*.toml")):
            data = tomllib.loads(clean.read_text(encoding="utf-8"))
            if "language" not in data:
                # Not a language's pairs: dev/reviewed.toml, the errors read and found to be
                # the translators' own.
                continue
            lang = data["language"]
            locales = {doc["id"]: doc["locale"] for doc in data.get("doc", [])}
            passages = data.get("passage", [])
            out = [
                f"# Damaged copies of the `{lang}` pairs of {half}/{lang}.toml, one injected damage each, for recall",
                "# (see tests/check-corpus/human/README.md)." + (" HELD-OUT: nobody reads this file." if half == "held-out" else " FRESH: nobody reads this file." if half == "fresh" else ""),
                "# Written by bench/human-corpus/damage.py; do not edit by hand: run the script again.",
                "",
                f'language = "{lang}"',
                f'half = "{half}"',
                f'seed = "{SEED}"',
                "",
            ]
            added = {doc["id"]: doc.get("added") for doc in data.get("doc", [])}
            # The first extraction's pairs, then each later one's: (date, the pairs' indices).
            batches = collections.defaultdict(list)
            for index, passage in enumerate(passages):
                batches[added.get(passage["doc"])].append(index)
            assert batches[None] == list(range(len(batches[None]))), f"{clean}: added pairs before the first ones"
            counts = collections.Counter()
            for batch in [None] + sorted(b for b in batches if b):
                for kind in KINDS:
                    if batch is None:
                        rng = random.Random(f"{SEED}:{half}:{lang}:{kind}")
                    else:
                        rng = random.Random(f"{SEED}:{batch}:{half}:{lang}:{kind}")
                    order = list(batches[batch])
                    rng.shuffle(order)
                    made = 0
                    for index in order:
                        if made >= (PER_KIND if batch is None else ADDED_PER_KIND):
                            break
                        passage = passages[index]
                        result = damage(kind, passage["en"], passage["text"], lang, locales.get(passage["doc"], lang), rng)
                        if result is None:
                            continue
                        text, label = result
                        made += 1
                        out += [
                            "[[passage]]",
                            f'doc = "{passage["doc"]}"',
                            f"clean = {index + 1}",
                            "en = " + toml_string(passage["en"]),
                            "text = " + toml_string(text),
                            "[passage.damage]",
                        ]
                        for key, value in label.items():
                            out.append(f"{key} = {value}" if isinstance(value, int) else f"{key} = {toml_basic(value)}")
                        out.append("")
                    counts[kind] += made
            path = corpus / half / "damaged" / f"{lang}.toml"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text("\n".join(out), encoding="utf-8")
            summary.append((half, lang, counts, path.stat().st_size))
    print("| half | language | " + " | ".join(KINDS) + " | bytes |")
    print("|---|---|" + "---:|" * (len(KINDS) + 1))
    for half, lang, counts, size in summary:
        print(f"| {half} | {lang} | " + " | ".join(str(counts[k]) for k in KINDS) + f" | {size} |")


def toml_basic(text):
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + re.sub(r"[\x00-\x1f\x7f]", lambda m: f"\\u{ord(m.group()):04x}", escaped) + '"'


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tests/check-corpus/human")
