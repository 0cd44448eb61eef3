#!/usr/bin/env python3
"""Writes a synthetic iopress site for the build benchmark.

    python3 bench/generate_site.py --reviews N --out DIR [--seed S]
                                   [--languages en,fr,pl,es,ja] [--theme-from PATH]
                                   [--force] [--validate]
    python3 bench/generate_site.py --check SITE

The site follows docs/content-format.md: a `site.toml` with every language, home and section
pages, N review bundles (prose in every language, a `data.toml` with rigs, the configurations
its tables name and about ten CSV tables), `content/protocols.toml` with every protocol the
tables name, about N/4 drive folders (`drive.toml`, a spec-sheet CSV, some prose), site labels
in `i18n/<lang>/bench.ftl`, and a copy of the default theme.

The same arguments always give byte-identical files: every random choice comes from a
`random.Random` seeded with (seed, what, index), never from the clock or hash order.
`--validate` re-reads what was written and exits non-zero if anything breaks the content
format: TOML and front matter, CSV shape and numbers, the columns and rows each result family
allows (metrics and their units, declared configurations, duplicate rows and points),
declared protocols and rigs, every `@/` link target, and a `label-<id>` in every translated
language for each id shown to readers. `--check SITE` runs the same checks on an existing
site, such as the repository's example site.
"""

from __future__ import annotations

import argparse
import csv
import io
import math
import os
import random
import re
import shutil
import sys
import time
from pathlib import Path

SCRIPT_DIR = Path(__file__).resolve().parent
DEFAULT_THEME = SCRIPT_DIR.parent / "themes" / "default"

# ---------------------------------------------------------------------------------------------
# Languages
# ---------------------------------------------------------------------------------------------

KNOWN_LANGUAGES = {
    "en": ("English", "Storage Bench", "Independent storage reviews"),
    "fr": ("Français", "Banc Stockage", "Tests indépendants de stockage"),
    "pl": ("Polski", "Laboratorium Pamięci", "Niezależne testy pamięci masowej"),
    "es": ("Español", "Banco de Almacenamiento", "Análisis independientes de almacenamiento"),
    "ja": ("日本語", "ストレージ ベンチ", "独立系ストレージ レビュー"),
}

# Real function words mixed into the pseudo-words so that prose has a language's texture.
FUNCTION_WORDS = {
    "en": "the of and to in is that for with on as it by this from at are be was".split(),
    "fr": "le la les de des du et en un une pour avec sur dans est que qui à où très plus".split(),
    "pl": "i w na z do nie się jest że to od po przy dla oraz jak już także przez".split(),
    "es": "el la los las de del y en que con por para una un es más muy sobre también".split(),
    "ja": "は が を に で と の も から まで より".split(),
}

# Technical terms that appear verbatim in every language.
TERMS = ["NVMe", "vSAN", "SQL Server", "VDBench", "HCIBench", "Sysbench", "PCIe", "ESXi",
         "TLC", "QLC", "U.2", "RAID", "Oracle", "VDI", "MySQL", "firmware"]

LETTERS = {
    "en": ("bcdfghjklmnprstvwz", "aeiou", ""),
    "fr": ("bcdfghjlmnprstv", "aeiouéèê", "àçôûœî"),
    "pl": ("bcdfghjklmnprstwz", "aeiouy", "ąćęłńóśźż"),
    "es": ("bcdfgjlmnprstvz", "aeiou", "áéíóúñü"),
}
KANA = ("かきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわ"
        "がぎぐげござじずぜぞだでどばびぶべぼ")
KATAKANA = ("アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモラリルレロ"
            "ガギグゲゴザジズゼゾダデドバビブベボパピプペポ")
KANJI = ("性能書込読取記憶装置試験結果速度容量構成遅延負荷処理仮想基盤実測評価比較最大平均"
         "安定信頼電力製品設計環境条件方式領域時間問題解決向上低下維持効率規模運用管理")
JA_TERMS = ["ストレージ", "クラスター", "ドライブ", "レイテンシー", "ワークロード", "スループット",
            "データベース", "サーバー", "ノード", "キャッシュ", "ポリシー", "ベンチマーク"]


class Language:
    def __init__(self, code: str, seed: int):
        self.code = code
        known = KNOWN_LANGUAGES.get(code)
        self.name, self.title, self.description = known if known else (code, f"Storage Bench ({code})", "")
        self.ja = code == "ja"
        rng = random.Random(f"vocabulary/{seed}/{code}")
        self.function_words = FUNCTION_WORDS.get(code, FUNCTION_WORDS["en"])
        if self.ja:
            self.vocab = sorted({self._ja_word(rng) for _ in range(900)}) + JA_TERMS
        else:
            consonants, vowels, accents = LETTERS.get(code, LETTERS["en"])
            words = set()
            while len(words) < 900:
                words.add(self._word(rng, consonants, vowels, accents))
            self.vocab = sorted(words)
        # Weighted mix: pseudo-words most of the time, function words and terms sometimes.
        self.pool = self.vocab * 3 + self.function_words * 12 + TERMS

    @staticmethod
    def _word(rng, consonants, vowels, accents):
        syllables = rng.choice((1, 2, 2, 3, 3, 4))
        out = []
        for _ in range(syllables):
            out.append(rng.choice(consonants))
            if accents and rng.random() < 0.15:
                out.append(rng.choice(accents))
            else:
                out.append(rng.choice(vowels))
        if rng.random() < 0.3:
            out.append(rng.choice(consonants))
        return "".join(out)

    @staticmethod
    def _ja_word(rng):
        kind = rng.random()
        if kind < 0.45:
            return "".join(rng.choice(KANJI) for _ in range(rng.choice((2, 2, 3))))
        if kind < 0.75:
            return "".join(rng.choice(KATAKANA) for _ in range(rng.choice((3, 4, 5)))) + "ー" * (rng.random() < 0.3)
        return "".join(rng.choice(KANA) for _ in range(rng.choice((2, 3, 4))))

    # -- prose ---------------------------------------------------------------------------------

    def sentence(self, rng: random.Random, length: int | None = None) -> tuple[str, int]:
        n = length or rng.randint(9, 19)
        words = rng.choices(self.pool, k=n)
        if self.ja:
            text = ""
            for i, w in enumerate(words):
                text += w
                if i < n - 1:
                    text += rng.choice(self.function_words) if rng.random() < 0.5 else ""
                    if rng.random() < 0.08:
                        text += "、"
            return text + "。", n
        if n > 7 and rng.random() < 0.4:
            words[rng.randint(2, n - 3)] += ","
        first = words[0]
        words[0] = first[:1].upper() + first[1:]
        return " ".join(words) + ".", n

    def phrase(self, rng: random.Random, lo: int, hi: int) -> str:
        """A few words without final punctuation (headings, list items, cells)."""
        words = rng.choices(self.vocab, k=rng.randint(lo, hi))
        if self.ja:
            return "".join(words)
        words[0] = words[0][:1].upper() + words[0][1:]
        return " ".join(words)

    def paragraph(self, rng: random.Random, words: int) -> tuple[list[str], int]:
        sentences, count = [], 0
        while count < words:
            s, n = self.sentence(rng)
            sentences.append(s)
            count += n
        return sentences, count

    def join(self, sentences: list[str]) -> str:
        return ("" if self.ja else " ").join(sentences)


# ---------------------------------------------------------------------------------------------
# Captions, titles and labels: real words per language, pseudo text elsewhere
# ---------------------------------------------------------------------------------------------

CAPTIONS = {
    "sql-server": {
        "en": "SQL Server TPC-C, four VMs", "fr": "SQL Server TPC-C, quatre VM",
        "pl": "SQL Server TPC-C, cztery maszyny wirtualne", "es": "SQL Server TPC-C, cuatro VM",
        "ja": "SQL Server TPC-C（4 VM）"},
    "sysbench": {
        "en": "Sysbench OLTP, per VM and aggregate", "fr": "Sysbench OLTP, par VM et au total",
        "pl": "Sysbench OLTP, na maszynę i łącznie", "es": "Sysbench OLTP, por VM y en total",
        "ja": "Sysbench OLTP（VM 別と合計）"},
    "sysbench-threads": {
        "en": "Sysbench OLTP by thread count", "fr": "Sysbench OLTP selon le nombre de threads",
        "pl": "Sysbench OLTP według liczby wątków", "es": "Sysbench OLTP según el número de hilos",
        "ja": "スレッド数別の Sysbench OLTP"},
    "vdbench": {
        "en": "VDBench peaks in both configurations", "fr": "Pics VDBench dans les deux configurations",
        "pl": "Szczyty VDBench w obu konfiguracjach", "es": "Picos de VDBench en ambas configuraciones",
        "ja": "両構成での VDBench ピーク値"},
    "vdbench-seq": {
        "en": "VDBench sequential bandwidth", "fr": "Débit séquentiel VDBench",
        "pl": "Przepustowość sekwencyjna VDBench", "es": "Ancho de banda secuencial de VDBench",
        "ja": "VDBench シーケンシャル帯域幅"},
    "hcibench": {
        "en": "HCIBench by drive layout and storage policy",
        "fr": "HCIBench selon la disposition des disques et la stratégie de stockage",
        "pl": "HCIBench według układu dysków i zasad przechowywania",
        "es": "HCIBench según la disposición de unidades y la política de almacenamiento",
        "ja": "ドライブ構成とストレージ ポリシー別の HCIBench"},
    "hcibench-cache": {
        "en": "HCIBench in and out of cache", "fr": "HCIBench dans le cache et hors du cache",
        "pl": "HCIBench w pamięci podręcznej i poza nią", "es": "HCIBench dentro y fuera de la caché",
        "ja": "キャッシュ内外での HCIBench"},
    "vmmark": {
        "en": "VMmark tiles and host CPU load", "fr": "Tuiles VMmark et charge CPU des hôtes",
        "pl": "Kafelki VMmark i obciążenie procesorów hostów", "es": "Teselas de VMmark y carga de CPU del host",
        "ja": "VMmark のタイル数とホスト CPU 負荷"},
    "power": {
        "en": "Power draw by workload", "fr": "Consommation selon la charge",
        "pl": "Pobór mocy według obciążenia", "es": "Consumo según la carga",
        "ja": "ワークロード別の消費電力"},
    "houdini": {
        "en": "Houdini render time (lower is better)", "fr": "Temps de rendu Houdini (plus bas est meilleur)",
        "pl": "Czas renderowania w Houdini (mniej znaczy lepiej)",
        "es": "Tiempo de renderizado en Houdini (menos es mejor)", "ja": "Houdini のレンダリング時間（短いほど良い）"},
    "fio-qd": {
        "en": "4K random by queue depth", "fr": "4K aléatoire selon la profondeur de file",
        "pl": "Losowe 4K według głębokości kolejki", "es": "4K aleatorio según la profundidad de cola",
        "ja": "キュー深度別の 4K ランダム"},
    "fio-mix": {
        "en": "Random mixes by block size", "fr": "Mélanges aléatoires selon la taille de bloc",
        "pl": "Mieszane obciążenia losowe według rozmiaru bloku",
        "es": "Mezclas aleatorias según el tamaño de bloque", "ja": "ブロック サイズ別のランダム混合"},
    "latency-qos": {
        "en": "Latency quality of service", "fr": "Qualité de service en latence",
        "pl": "Jakość usług pod względem opóźnień", "es": "Calidad de servicio en latencia",
        "ja": "レイテンシーの QoS"},
    "specs": {
        "en": "Manufacturer specifications", "fr": "Caractéristiques du fabricant",
        "pl": "Specyfikacja producenta", "es": "Especificaciones del fabricante", "ja": "メーカー仕様"},
}

TITLE_CLUSTER = {"en": "{drive} in a {nodes}-node {software} cluster",
                 "fr": "{drive} dans un cluster {software} à {nodes} nœuds",
                 "pl": "{drive} w {nodes}-węzłowym klastrze {software}",
                 "es": "{drive} en un clúster {software} de {nodes} nodos",
                 "ja": "{nodes} ノードの {software} クラスターで検証する {drive}"}
TITLE_SINGLE = {"en": "{drive} review", "fr": "Test du {drive}", "pl": "Test dysku {drive}",
                "es": "Análisis del {drive}", "ja": "{drive} レビュー"}

SECTION = {
    "reviews": {"en": ("Reviews", "Every review we have published"),
                "fr": ("Tests", "Tous les tests publiés"),
                "pl": ("Recenzje", "Wszystkie opublikowane recenzje"),
                "es": ("Análisis", "Todos los análisis publicados"),
                "ja": ("レビュー", "これまでに公開したすべてのレビュー")},
    "drives": {"en": ("Drives", "Every drive we have tested"),
               "fr": ("Disques", "Tous les disques testés"),
               "pl": ("Dyski", "Wszystkie testowane dyski"),
               "es": ("Unidades", "Todas las unidades analizadas"),
               "ja": ("ドライブ", "これまでに検証したドライブ")},
}

# Site labels for the ids this generator uses that are not in the theme's vocabulary:
# configuration names and details, VM rows, workloads, protocol names and protocol facts.
SITE_LABELS = {
    # Configurations (names, then details)
    "bench-dr-on": {"en": "Cluster, data reduction on", "fr": "Cluster, réduction de données active",
                    "pl": "Klaster, redukcja danych włączona", "es": "Clúster, reducción de datos activada",
                    "ja": "クラスター（データ削減：有効）"},
    "bench-dr-off": {"en": "Cluster, data reduction off", "fr": "Cluster, réduction de données inactive",
                     "pl": "Klaster, redukcja danych wyłączona", "es": "Clúster, reducción de datos desactivada",
                     "ja": "クラスター（データ削減：無効）"},
    "bench-span": {"en": "Single drive, test area", "fr": "Disque seul, zone de test", "pl": "Pojedynczy dysk, obszar testowy",
                   "es": "Unidad individual, zona de prueba", "ja": "単体ドライブのテスト領域"},
    "bench-raid1-4ssd": {"en": "RAID-1, 4 drives per node", "fr": "RAID-1, 4 disques par nœud",
                         "pl": "RAID-1, 4 dyski na węzeł", "es": "RAID-1, 4 unidades por nodo",
                         "ja": "RAID-1、ノードあたり 4 台"},
    "bench-raid5-4ssd": {"en": "RAID-5, 4 drives per node", "fr": "RAID-5, 4 disques par nœud",
                         "pl": "RAID-5, 4 dyski na węzeł", "es": "RAID-5, 4 unidades por nodo",
                         "ja": "RAID-5、ノードあたり 4 台"},
    "bench-raid1-8ssd": {"en": "RAID-1, 8 drives per node", "fr": "RAID-1, 8 disques par nœud",
                         "pl": "RAID-1, 8 dysków na węzeł", "es": "RAID-1, 8 unidades por nodo",
                         "ja": "RAID-1、ノードあたり 8 台"},
    "bench-raid5-8ssd": {"en": "RAID-5, 8 drives per node", "fr": "RAID-5, 8 disques par nœud",
                         "pl": "RAID-5, 8 dysków na węzeł", "es": "RAID-5, 8 unidades por nodo",
                         "ja": "RAID-5、ノードあたり 8 台"},
    "bench-hci-cluster": {"en": "HCI cluster", "fr": "Cluster HCI", "pl": "Klaster HCI", "es": "Clúster HCI",
                          "ja": "HCI クラスター"},
    "bench-in-cache": {"en": "fits in cache", "fr": "tient dans le cache", "pl": "mieści się w cache",
                       "es": "cabe en la caché", "ja": "キャッシュ内"},
    "bench-out-of-cache": {"en": "exceeds the cache", "fr": "dépasse le cache", "pl": "przekracza cache",
                           "es": "supera la caché", "ja": "キャッシュ外"},
    "bench-prev-best": {"en": "Best earlier result", "fr": "Meilleur résultat antérieur",
                        "pl": "Najlepszy wcześniejszy wynik", "es": "Mejor resultado anterior",
                        "ja": "過去の最高結果"},
    "bench-queue-depth": {"en": "Queue depth", "fr": "Profondeur de file", "pl": "Głębokość kolejki",
                          "es": "Profundidad de cola", "ja": "キュー深度"},
    # Rows and workloads
    **{f"vm{i}": {code: f"VM {i}" for code in ("en", "fr", "pl", "es", "ja")} for i in range(1, 9)},
    **{f"bench-sysbench-{n}t": {"en": f"{n} threads", "fr": f"{n} threads",
                                "pl": f"{n} {'wątki' if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else 'wątków'}",
                                "es": f"{n} hilos", "ja": f"{n} スレッド"} for n in (2, 4, 8, 16, 32)},
    "bench-idle": {"en": "Idle", "fr": "Au repos", "pl": "Spoczynek", "es": "En reposo", "ja": "アイドル"},
    "bench-p99-9": {"en": "99.9th percentile", "fr": "99,9e centile", "pl": "99,9. percentyl",
                    "es": "Percentil 99,9", "ja": "99.9 パーセンタイル"},
    # Protocol names
    "sqlserver-tpcc": {code: "SQL Server TPC-C" for code in ("en", "fr", "pl", "es", "ja")},
    "sysbench-oltp": {code: "Sysbench OLTP" for code in ("en", "fr", "pl", "es", "ja")},
    "vdbench": {code: "VDBench" for code in ("en", "fr", "pl", "es", "ja")},
    "hcibench": {code: "HCIBench" for code in ("en", "fr", "pl", "es", "ja")},
    "houdini": {code: "SideFX Houdini" for code in ("en", "fr", "pl", "es", "ja")},
    "vmmark": {code: "VMware VMmark" for code in ("en", "fr", "pl", "es", "ja")},
    "fio": {code: "fio" for code in ("en", "fr", "pl", "es", "ja")},
    # Protocol facts
    "bench-iorate-max": {"en": "I/O rate swept up to (share of the maximum)",
                         "fr": "Débit d’E/S balayé jusqu’à (part du maximum)",
                         "pl": "Natężenie I/O zwiększane do (odsetek maksimum)",
                         "es": "Tasa de E/S barrida hasta (fracción del máximo)",
                         "ja": "I/O レートの掃引上限（最大値に対する割合）"},
    "bench-queue-depths": {"en": "Queue depths", "fr": "Profondeurs de file", "pl": "Głębokości kolejki",
                           "es": "Profundidades de cola", "ja": "キュー深度"},
    "bench-fio-jobs": {"en": "fio jobs", "fr": "Tâches fio", "pl": "Zadania fio", "es": "Trabajos de fio",
                       "ja": "fio ジョブ数"},
    "bench-houdini-phases": {"en": "Maelstrom phases run (of five)", "fr": "Phases de Maelstrom exécutées (sur cinq)",
                             "pl": "Uruchomione etapy Maelstrom (z pięciu)", "es": "Fases de Maelstrom ejecutadas (de cinco)",
                             "ja": "実行した Maelstrom のフェーズ（全 5 フェーズ中）"},
}

VENDORS = ["Nexadyne", "Quorvin", "Helistor", "Kaskada", "Veltrix", "Tanagawa", "Mirabel Data",
           "Orrin Systems", "Sylvane", "Brightwell", "Kōsoku", "Aldermoor"]
SERIES = ["NX", "QV", "HS", "KD", "VX", "TG", "MD", "OR", "SY", "BW", "KS", "AM"]
NAND = ["96-layer 3D TLC", "112-layer 3D TLC", "176-layer 3D TLC", "232-layer 3D TLC",
        "144-layer 3D QLC", "64-layer 3D TLC", "128-layer 3D eTLC"]
INTERFACES = [("PCIe 3.0 x4, NVMe 1.3", 3), ("PCIe 4.0 x4, NVMe 1.4", 4), ("PCIe 5.0 x4, NVMe 2.0", 5),
              ("SAS-3, 12 Gb/s, dual port", 2), ("PCIe 4.0 x4, NVMe 2.0, dual port", 4)]
FORM_FACTORS = ["U.2, 2.5″, 15 mm", "U.2, 2.5″, 7 mm", "U.3, 2.5″, 15 mm", "E1.S, 9.5 mm",
                "E3.S, 7.5 mm", "HHHL add-in card", "M.2 22110"]
CONTROLLERS = ["Marvell", "Phison", "Silicon Motion", "in-house", "Microchip", "InnoGrit"]
SERVERS = [("Supermicro SuperServer BigTwin 2029BT-HNR", "bigtwin"), ("Dell PowerEdge R740xd", "r740xd"),
           ("Dell PowerEdge R6625", "r6625"), ("Lenovo ThinkSystem SR650 V2", "sr650"),
           ("HPE ProLiant DL380 Gen10 Plus", "dl380"), ("Lenovo ThinkSystem SR850", "sr850")]
CPUS = [("Intel Xeon Gold 6150", 2.7, 18), ("Intel Xeon Platinum 8160", 2.1, 24),
        ("Intel Xeon Gold 6330", 2.0, 28), ("AMD EPYC 7543", 2.8, 32), ("AMD EPYC 9554", 3.1, 64),
        ("Intel Xeon E5-2697 v3", 2.6, 14)]
SOFTWARE = [("VMware vSAN 6.7 Update 1", "vSAN"), ("VMware vSAN 7 Update 3", "vSAN"),
            ("VMware vSAN 8 Update 2, ESA", "vSAN"), ("Microsoft Azure Stack HCI 22H2", "Azure Stack HCI"),
            ("Nutanix AOS 6.5", "Nutanix")]
AUTHORS = ["Adam Armstrong", "Brian Beeler", "Storage Bench Lab", "Kevin OBrien", "Lyle Smith",
           "Charles Jefferies", "Jordan Ranous"]
TAG_POOL = ["nvme", "sas", "hci", "vsan", "enterprise-ssd", "u2", "u3", "e1s", "gen4", "gen5", "qlc",
            "tlc", "database", "vdi", "cluster"]

VDBENCH_WORKLOADS = ["rand-read-4k", "rand-write-4k", "seq-read-64k", "seq-write-64k", "sql",
                     "sql-90-10", "sql-80-20", "oracle", "oracle-90-10", "oracle-80-20", "vdi-fc-boot",
                     "vdi-fc-initial-login", "vdi-fc-monday-login", "vdi-lc-boot",
                     "vdi-lc-initial-login", "vdi-lc-monday-login"]
# Relative peak IOPS of each workload against 4K random read.
VDBENCH_SHAPE = [1.0, 0.45, 0.33, 0.12, 0.78, 0.74, 0.62, 0.68, 0.7, 0.6, 0.6, 0.3, 0.3, 0.52, 0.24, 0.27]
# A synthetic review publishes a handful of VDBench workloads (the seeds' SN630 publishes all 16),
# so that a review carries about ten charts, as the benchmark's brief asks.
VDBENCH_PER_REVIEW = 4


# ---------------------------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------------------------

def toml_str(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def toml_list(items) -> str:
    return "[" + ", ".join(toml_str(i) for i in items) + "]"


def num(x: float, decimals: int = 0) -> str:
    """A number as data files write it: '.' decimal separator, no grouping."""
    if decimals == 0:
        return str(int(round(x)))
    return f"{x:.{decimals}f}"


def approx(rng: random.Random, x: float, decimals: int = 0, p: float = 0.12) -> str:
    """Sometimes an approximate value, the way the seeds quote "about 264K"."""
    if rng.random() < p:
        return "~" + num(round(x, -3) if decimals == 0 and x > 10000 else x, decimals)
    return num(x, decimals)


def csv_text(rows: list[list[str]]) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerows(rows)
    return buf.getvalue()


def spec(value, unit: str) -> str:
    return f'{{ value = {value}, unit = {toml_str(unit)} }}'


def fact(label: str, count=None, text=None, specs=()) -> str:
    parts = [f"label = {toml_str(label)}"]
    if count is not None:
        parts.append(f"count = {count}")
    if text is not None:
        parts.append(f"text = {toml_str(text)}")
    if specs:
        parts.append("specs = [" + ", ".join(specs) + "]")
    return "  { " + ", ".join(parts) + " },"


class Writer:
    """Collects files, then writes them; keeps a count for the summary line."""

    def __init__(self, root: Path):
        self.root = root
        self.files = 0
        self.dirs: set[Path] = set()

    def write(self, relative: str, text: str) -> None:
        path = self.root / relative
        parent = path.parent
        if parent not in self.dirs:
            parent.mkdir(parents=True, exist_ok=True)
            self.dirs.add(parent)
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        self.files += 1


# ---------------------------------------------------------------------------------------------
# The site plan: drives and reviews, decided before any file is written
# ---------------------------------------------------------------------------------------------

class Drive:
    def __init__(self, index: int, width: int, seed: int):
        rng = random.Random(f"drive/{seed}/{index}")
        self.rng = rng
        self.id = f"drive-{index:0{width}d}"
        v = rng.randrange(len(VENDORS))
        self.vendor = VENDORS[v]
        self.model = f"{SERIES[v]}{rng.randint(1, 9)}{rng.randint(100, 999)}"
        self.name = f"{self.vendor} {self.model}"
        self.interface, self.gen = rng.choice(INTERFACES)
        self.read_intensive = rng.random() < 0.5
        self.reviews: list[str] = []


class Review:
    def __init__(self, index: int, width: int, count: int, drives: list[Drive], seed: int):
        rng = random.Random(f"review/{seed}/{index}")
        self.rng = rng
        self.index = index
        self.id = f"review-{index:0{width}d}"
        self.cluster = rng.random() < 0.5
        self.drives = rng.sample(drives, k=min(len(drives), rng.choice((1, 1, 2))))
        for d in self.drives:
            d.reviews.append(self.id)
        # Dates spread over 2015-2025, in review order with some jitter, so sorting has work.
        day = int((index - 1) * 3650 / max(count, 1)) + rng.randint(0, 40)
        self.date = date_from_days(day)
        self.updated = date_from_days(day + rng.randint(3, 60)) if rng.random() < 0.2 else None
        others = [i for i in (rng.randint(1, count) for _ in range(4)) if i != index]
        self.links = sorted(set(others))[: rng.choice((1, 2))]
        self.strength = rng.lognormvariate(0, 0.25)


def date_from_days(day: int) -> str:
    # Proleptic Gregorian arithmetic without the datetime module's locale/time-zone concerns.
    import datetime as _dt
    return (_dt.date(2015, 1, 1) + _dt.timedelta(days=day)).isoformat()


# ---------------------------------------------------------------------------------------------
# Review data: rigs and tables
# ---------------------------------------------------------------------------------------------

def cluster_rig(rng: random.Random, review: Review) -> tuple[str, str, int]:
    server, rig_id = rng.choice(SERVERS[:5])
    cpu, ghz, cores = rng.choice(CPUS)
    software, short = rng.choice(SOFTWARE)
    nodes = rng.choice((3, 4, 4, 4, 6, 8))
    drive = review.drives[0]
    cache_gb = rng.choice((400, 800, 1600))
    cap_tb = rng.choice((0.96, 1.92, 3.84, 7.68, 15.36))
    cap_count = rng.choice((2, 4, 6, 8))
    groups = rng.choice((1, 2))
    raw = round(nodes * groups * cap_count * cap_tb, 2)
    lines = [
        "[[rig]]",
        f'id = "{rig_id}"',
        f"name = {toml_str(server + ' · ' + software)}",
        "facts = [",
        fact("nodes", specs=[spec(nodes, "nodes")]),
        fact("server", text=server),
        fact("cpu", count=2, text=cpu, specs=[spec(ghz, "GHz"), spec(cores, "cores")]),
        fact("memory", count=rng.choice((8, 12, 16, 24)), text="DDR4-2933 ECC",
             specs=[spec(rng.choice((16, 32, 64)), "GB")]),
        fact("cache-tier", count=groups, text=drive.name, specs=[spec(cache_gb, "GB")]),
        fact("capacity-tier", count=groups * cap_count, text=review.drives[-1].name, specs=[spec(cap_tb, "TB")]),
        fact("boot-drive", count=1, text="M.2 SATA SSD", specs=[spec(240, "GB")]),
        fact("network", text="Mellanox ConnectX-5, dual-port", specs=[spec(rng.choice((25, 100)), "Gb/s")]),
        fact("switch", text="Dell PowerSwitch S5232F-ON"),
        fact("hypervisor", text="VMware ESXi 8.0 Update 2"),
        fact("storage-software", text=software),
        fact("disk-groups", specs=[spec(groups, "count")]),
        fact("raw-capacity", specs=[spec(raw, "TB")]),
        fact("usable-capacity", specs=[spec(round(raw * 0.48, 2), "TB")]),
        "]",
        "",
    ]
    review.title_args = {"nodes": nodes, "software": short}
    return "\n".join(lines), rig_id, nodes


def single_rigs(rng: random.Random) -> tuple[str, str, str]:
    app_cpu, app_ghz, app_cores = rng.choice(CPUS[:3])
    syn_cpu, syn_ghz, syn_cores = rng.choice(CPUS[2:])
    text = "\n".join([
        "# Application workloads run on virtual machines on this server.",
        "[[rig]]",
        'id = "app-server"',
        'name = "Lenovo ThinkSystem SR850"',
        "facts = [",
        fact("cpu", count=4, text=app_cpu, specs=[spec(app_ghz, "GHz"), spec(app_cores, "cores")]),
        fact("memory", count=16, text="DDR4-2666 ECC", specs=[spec(32, "GB")]),
        fact("hypervisor", text="VMware ESXi 6.7 U3"),
        "]",
        "",
        "# Synthetic workloads, on bare metal.",
        "[[rig]]",
        'id = "bench-server"',
        'name = "Dell PowerEdge R740xd"',
        "facts = [",
        fact("cpu", count=2, text=syn_cpu, specs=[spec(syn_ghz, "GHz"), spec(syn_cores, "cores")]),
        fact("memory", count=rng.choice((4, 8, 12)), text="DDR4-2933 ECC", specs=[spec(16, "GB")]),
        fact("os", text=rng.choice(("Ubuntu 20.04.6 LTS (amd64)", "Ubuntu 22.04.4 LTS (amd64)",
                                    "Rocky Linux 9.3"))),
        "]",
        "",
    ])
    return text, "app-server", "bench-server"


def table_entry(tid: str, family: str, protocol: str | None, rig: str | None, comment: str) -> str:
    lines = [f"# {comment}", "[[table]]", f'id = "{tid}"', f'file = "{tid}.csv"', f'family = "{family}"']
    if protocol:
        lines.append(f'protocol = "{protocol}"')
    if rig:
        lines.append(f'rig = "{rig}"')
    return "\n".join(lines) + "\n"


def quantity(value, unit: str) -> str:
    return f"{{ value = {value}, unit = {toml_str(unit)} }}"


def label_ref(label: str) -> str:
    return f"{{ label = {toml_str(label)} }}"


# Every configuration a table may name: id -> (label id of its name, details). A review
# declares, as [[config]] in its data.toml, exactly the ones its tables use.
CONFIGS = {
    "bench-dr-on": ("bench-dr-on", []),
    "bench-dr-off": ("bench-dr-off", []),
    "bench-prev-best": ("bench-prev-best", []),
    "bench-span-25": ("bench-span", [quantity(25, "%")]),
    "bench-span-100": ("bench-span", [quantity(100, "%")]),
    "bench-raid1-4ssd": ("bench-raid1-4ssd", []),
    "bench-raid5-4ssd": ("bench-raid5-4ssd", []),
    "bench-raid1-8ssd": ("bench-raid1-8ssd", []),
    "bench-raid5-8ssd": ("bench-raid5-8ssd", []),
    "bench-ws-small": ("bench-hci-cluster", [quantity(0.8, "TB"), label_ref("bench-in-cache")]),
    "bench-ws-large": ("bench-hci-cluster", [quantity(16, "TB"), label_ref("bench-out-of-cache")]),
    "bench-qd1": ("bench-queue-depth", [quantity(1, "count")]),
    "bench-qd32": ("bench-queue-depth", [quantity(32, "count")]),
}

# Every protocol a table may name: id -> (label id of its name, facts). The site's
# content/protocols.toml declares the ones the reviews use.
PROTOCOLS = {
    "sqlserver-tpcc-4vm-1500": ("sqlserver-tpcc", [
        fact("vms", specs=[spec(4, "VMs")]), fact("database", text="Microsoft SQL Server 2014"),
        fact("scale", specs=[spec(1500, "count")]), fact("clients", specs=[spec(15000, "count")]),
        fact("vcpus", specs=[spec(16, "count")]), fact("vm-memory", specs=[spec(64, "GB")]),
        fact("duration", specs=[spec(3, "h")]), fact("warm-up", specs=[spec(2.5, "h")]),
        fact("sample-period", specs=[spec(0.5, "h")])]),
    "sysbench-oltp-8vm": ("sysbench-oltp", [
        fact("vms", specs=[spec(8, "VMs")]), fact("database", text="Percona XtraDB 5.5.30-rel30.1"),
        fact("threads", specs=[spec(32, "count")]), fact("vcpus", specs=[spec(16, "count")]),
        fact("vm-memory", specs=[spec(60, "GB")]), fact("duration", specs=[spec(3, "h")]),
        fact("warm-up", specs=[spec(2, "h")])]),
    "sysbench-oltp-4vm": ("sysbench-oltp", [
        fact("vms", specs=[spec(4, "VMs")]), fact("database", text="Percona XtraDB 5.5.30-rel30.1"),
        fact("threads", specs=[spec(32, "count")]), fact("vcpus", specs=[spec(16, "count")]),
        fact("vm-memory", specs=[spec(60, "GB")]), fact("duration", specs=[spec(3, "h")]),
        fact("warm-up", specs=[spec(2, "h")])]),
    "vdbench-vsan-4node": ("vdbench", [fact("nodes", specs=[spec(4, "nodes")]),
                                       fact("bench-iorate-max", specs=[spec(120, "%")])]),
    "vdbench-single-drive": ("vdbench", [fact("bench-iorate-max", specs=[spec(120, "%")])]),
    "fio-4k-qd-sweep": ("fio", [fact("bench-fio-jobs", specs=[spec(1, "count")]),
                                fact("bench-queue-depths", specs=[spec(1, "count"), spec(256, "count")])]),
    "fio-mix-qd1-qd32": ("fio", [fact("bench-fio-jobs", specs=[spec(1, "count")]),
                                 fact("duration", specs=[spec(600, "s")])]),
    "hcibench-16vm-8x50gib-3600s": ("hcibench", [
        fact("vms", specs=[spec(16, "VMs")]), fact("data-disks", count=8, specs=[spec(50, "GiB")]),
        fact("vcpus", specs=[spec(16, "count")]), fact("vm-memory", specs=[spec(8, "GB")]),
        fact("duration", specs=[spec(3600, "s")])]),
    "vmmark": ("vmmark", []),
    "houdini-maelstrom": ("houdini", [fact("bench-houdini-phases", specs=[spec(1, "count"), spec(2, "count"),
                                                                           spec(4, "count")])]),
}


def vm_rows(rng, values: list[list[str]], aggregate: list[str]) -> list[list[str]]:
    """The aggregate row, then either every VM (`vm1`…) or only the per-VM range (`vm-min`,
    `vm-max`: the lowest and highest value of each column), as some sources publish."""
    rows = [["aggregate"] + aggregate]
    if rng.random() < 0.3:
        def bound(pick):
            out = []
            for col in range(len(values[0])):
                cells = [v[col] for v in values if v[col]]
                out.append(pick(cells, key=float) if cells else "")
            return out
        return rows + [["vm-min"] + bound(min), ["vm-max"] + bound(max)]
    return rows + [[f"vm{i + 1}"] + v for i, v in enumerate(values)]


def t_sql_server(rng, s, cluster):
    per_vm = 3150 * min(1.0, 0.985 + 0.01 * s)
    lat = (rng.uniform(12, 60) if cluster else rng.uniform(2.5, 9)) / s
    tps_sum = lat_sum = 0.0
    vms = []
    for _ in range(4):
        tps = per_vm * rng.uniform(0.995, 1.003)
        la = lat * rng.uniform(0.9, 1.1)
        tps_sum += tps
        lat_sum += la
        vms.append([num(tps, 2), num(la, 1)])
    return [["vm", "tps [TPS]", "latency-avg [ms]"]] + vm_rows(rng, vms, [num(tps_sum, 1), num(lat_sum / 4, 2)])


def t_sysbench(rng, s, cluster):
    n = 8 if cluster else 4
    base = (rng.uniform(900, 1600) if cluster else rng.uniform(1500, 2300)) * s
    vms, total, lat_total, p99_shown = [], 0.0, 0.0, []
    for _ in range(n):
        tps = base * rng.uniform(0.85, 1.15)
        lat = 32 * 60 / tps * rng.uniform(0.95, 1.05) * 10
        p99 = lat * rng.uniform(1.6, 2.4)
        total += tps
        lat_total += lat
        shown = rng.random() > 0.1
        if shown:
            p99_shown.append(p99)
        vms.append([num(tps, 1), num(lat, 2), num(p99, 2) if shown else ""])
    # The aggregate p99 averages the VMs whose p99 is published, so it lies within their
    # range (`iopress check` verifies that).
    p99 = num(sum(p99_shown) / len(p99_shown), 2) if p99_shown else ""
    return ([["vm", "tps [TPS]", "latency-avg [ms]", "latency-p99 [ms]"]]
            + vm_rows(rng, vms, [num(total, 1), num(lat_total / n, 2), p99]))


def curve_points(rng, peak: float, n: int) -> list[int]:
    """n loads rising to the peak, strictly increasing (a curve never has two points at one load)."""
    loads, last = [], 0
    for i in range(n):
        f = 1.0 if i == n - 1 else (i + 1) / n * rng.uniform(0.97, 1.0)
        load = max(last + 1, int(round(peak * f)))
        loads.append(load)
        last = load
    return loads


def vdbench_configs(cluster):
    return ("bench-dr-on", "bench-dr-off") if cluster else ("bench-span-25", "bench-span-100")


def t_vdbench(rng, s, cluster):
    """VDBench per workload and configuration: peaks (most reviews) or every measured point."""
    configs = vdbench_configs(cluster)
    top = (rng.uniform(350000, 600000) if cluster else rng.uniform(250000, 900000)) * s
    if rng.random() < 0.4:
        rows = [["workload", "config", "load [IOPS]", "latency [ms]", "latency-p99 [ms]"]]
        for workload, shape in list(zip(VDBENCH_WORKLOADS, VDBENCH_SHAPE))[:VDBENCH_PER_REVIEW]:
            for k, config in enumerate(configs):
                peak = top * shape * (rng.uniform(0.7, 0.95) if k == 0 else 1.0) * rng.uniform(0.92, 1.08)
                floor = rng.uniform(0.3, 0.8) if cluster else rng.uniform(0.05, 0.15)
                at_peak = max(floor * 1.5, rng.uniform(1.5, 7.5) if cluster else rng.uniform(0.09, 0.6))
                loads = curve_points(rng, peak, rng.randint(8, 12))
                for load in loads:
                    lat = floor + (at_peak - floor) * (load / peak) ** 6
                    rows.append([workload, config, str(load), num(lat, 3), num(lat * rng.uniform(1.8, 3.0), 3)])
        return rows
    rows = [["workload", "config", "peak-iops [IOPS]", "peak-latency [ms]", "sub-ms-until [IOPS]"]]
    for workload, shape in list(zip(VDBENCH_WORKLOADS, VDBENCH_SHAPE))[:VDBENCH_PER_REVIEW]:
        for k, config in enumerate(configs):
            iops = top * shape * (rng.uniform(0.7, 0.95) if k == 0 else 1.0) * rng.uniform(0.92, 1.08)
            if cluster:
                lat = rng.uniform(1.5, 7.5)
            else:
                lat = rng.uniform(0.09, 0.6)
            sub = iops * rng.uniform(0.55, 0.9) if (not cluster or rng.random() < 0.6) else None
            rows.append([workload, config, approx(rng, iops), approx(rng, lat, 2, 0.05),
                         approx(rng, sub, 0, 0.5) if sub else ""])
    return rows


def t_hcibench(rng, s, cluster):
    rows = [["config", "workload", "throughput [MB/s]", "iops [IOPS]", "latency [ms]"]]
    for config in ("bench-raid1-4ssd", "bench-raid5-4ssd", "bench-raid1-8ssd", "bench-raid5-8ssd"):
        f = (1.3 if "8ssd" in config else 1.0) * s
        for workload, kind in (("seq-write-1024k", "bw"), ("seq-read-1024k", "bw"), ("rand-write-4k", "io"),
                               ("rand-read-4k", "io"), ("rand-70-30-8k", "io")):
            if kind == "bw":
                bw = (11000 if "write" in workload else 18000) * f * rng.uniform(0.9, 1.1)
                rows.append([config, workload, num(bw), "", num(rng.uniform(1, 9), 2)])
            else:
                io_ = (380000 if "write" in workload else 540000) * f * rng.uniform(0.85, 1.1)
                if workload == "rand-70-30-8k":
                    io_ *= 0.6
                rows.append([config, workload, "", num(io_), num(rng.uniform(0.5, 3), 2)])
    return rows


def t_vmmark(rng, s, cluster):
    tiles = max(2, int(round(rng.uniform(10, 20) * s)))

    def cpu_range():
        low = rng.uniform(65, 85)
        return [approx(rng, low, 0, 0.5), approx(rng, low + rng.uniform(3, 10), 0, 0.5)]

    return [["config", "tiles [tiles]", "host-cpu-min [%]", "host-cpu-max [%]"],
            ["bench-dr-on", str(tiles)] + cpu_range(),
            ["bench-dr-off", str(tiles + rng.randint(0, 3))] + cpu_range(),
            ["bench-prev-best", str(max(2, tiles - rng.randint(2, 8))), "", ""]]


def t_power(rng, s, cluster):
    scale = 900 if cluster else 1
    rows = [["workload", "power-active [W]"]]
    for workload, w in (("bench-idle", 5.5), ("rand-read-4k", 9.5), ("rand-write-4k", 12.5),
                        ("seq-read-128k", 10.5), ("seq-write-128k", 13.5)):
        rows.append([workload, num(w * scale * rng.uniform(0.9, 1.1), 1)])
    return rows


def t_houdini(rng, s, cluster):
    # One result: no label column, the protocol names the test.
    return [["render-time [s]"], [num(rng.uniform(2500, 3400) / s ** 0.2, 1)]]


def t_fio_mix(rng, s, cluster):
    rows = [["config", "workload", "iops [IOPS]", "latency-avg [µs]", "latency-p99 [µs]"]]
    for config in ("bench-qd1", "bench-qd32"):
        for workload, f in (("rand-70-30-8k", 1.0), ("sql-90-10", 1.2), ("oracle-80-20", 0.9)):
            total = (15000 if config == "bench-qd1" else 420000) * f * s * rng.uniform(0.9, 1.1)
            lat = (60 if config == "bench-qd1" else 280) * rng.uniform(0.85, 1.2) / s
            rows.append([config, workload, num(total), num(lat, 1), num(lat * rng.uniform(2, 4), 1)])
    return rows


def t_latency_qos(rng, s, cluster):
    rows = [["workload", "latency-avg [µs]", "latency-p99 [µs]", "bench-p99-9 [µs]"]]
    for workload in ("rand-read-4k", "rand-write-4k", "rand-70-30-8k"):
        lat = rng.uniform(70, 140) / s
        rows.append([workload, num(lat, 1), num(lat * rng.uniform(1.8, 3), 1), num(lat * rng.uniform(4, 9), 1)])
    return rows


def t_fio_qd(rng, s, cluster):
    """A queue-depth sweep as measured points: one point per queue depth, 1 to 256."""
    rows = [["workload", "config", "load [IOPS]", "latency [ms]", "latency-p99 [ms]"]]
    for workload, top in (("rand-read-4k", 1.0), ("rand-write-4k", 0.45)):
        for k, config in enumerate(vdbench_configs(cluster)):
            peak = ((rng.uniform(300000, 700000) if cluster else rng.uniform(400000, 1100000)) * top * s
                    * (rng.uniform(0.75, 0.95) if k == 0 else 1.0))
            base_lat = rng.uniform(250, 500) if cluster else rng.uniform(60, 110)  # µs at queue depth 1
            knee = peak * base_lat / 1e6
            last = 0
            for qd in (1, 2, 4, 8, 16, 32, 64, 128, 256):
                iops = max(last + 1, int(round(peak * (1 - math.exp(-qd / knee)) * rng.uniform(0.99, 1.0))))
                last = iops
                lat = qd / iops * 1000
                rows.append([workload, config, str(iops), num(lat, 3), num(lat * rng.uniform(2, 4), 3)])
    return rows


# id, family, protocol (cluster, single), rig (cluster/"app"/"bench"), generator, comment
TABLES = [
    ("sql-server", "application", ("sqlserver-tpcc-4vm-1500", "sqlserver-tpcc-4vm-1500"), "app", t_sql_server,
     "SQL Server TPC-C (Benchmark Factory), four VMs at 1,500 scale, 15,000 clients each."),
    ("sysbench", "application", ("sysbench-oltp-8vm", "sysbench-oltp-4vm"), "app", t_sysbench,
     "Sysbench OLTP (Percona MySQL): the aggregate, and each VM or the per-VM range."),
    ("vdbench", "load-curve", ("vdbench-vsan-4node", "vdbench-single-drive"), "bench", t_vdbench,
     "VDBench: the peaks (IOPS, latency, load under 1 ms) or every measured point."),
    ("fio-qd", "load-curve", (None, "fio-4k-qd-sweep"), "bench", t_fio_qd,
     "fio 4K random, queue depth 1 to 256, one job: one point per queue depth."),
    ("hcibench", "matrix", ("hcibench-16vm-8x50gib-3600s", None), "bench", t_hcibench,
     "HCIBench: one row per configuration and workload."),
    ("vmmark", "application", ("vmmark", None), "app", t_vmmark, "VMmark tiles and the range of host CPU load."),
    ("houdini", "application", (None, "houdini-maelstrom"), "bench", t_houdini,
     "SideFX Houdini, Maelstrom demo; render time, lower is better."),
    ("fio-mix", "matrix", (None, "fio-mix-qd1-qd32"), "bench", t_fio_mix,
     "fio random mixes at queue depth 1 and 32."),
    ("latency-qos", "table", (None, None), "bench", t_latency_qos,
     "Latency percentiles at a fixed 50,000 IOPS."),
    ("power", "table", (None, None), "bench", t_power, "Power draw, measured at the wall (cluster) or the drive."),
]


def config_entries(config_ids: list[str]) -> str:
    out = ["# The configurations the tables below name."]
    for cid in config_ids:
        name, details = CONFIGS[cid]
        out += ["[[config]]", f'id = "{cid}"', f'name = "{name}"']
        if details:
            out.append("details = [" + ", ".join(details) + "]")
        out.append("")
    return "\n".join(out)


def review_data(review: Review, w: Writer, base: str, protocols_used: set[str]) -> list[str]:
    rng = review.rng
    s = review.strength
    header = [f"# Synthetic review {review.id}: test rigs and the tables it publishes.", ""]
    if review.cluster:
        rig_text, rig_id, _ = cluster_rig(rng, review)
        rigs = {"app": rig_id, "bench": rig_id}
    else:
        rig_text, app, bench = single_rigs(rng)
        rigs = {"app": app, "bench": bench}
        review.title_args = {}
    tables = []
    ids = []
    configs: list[str] = []
    for tid, family, protocols, rig_role, make, comment in TABLES:
        protocol = protocols[0] if review.cluster else protocols[1]
        if family != "table" and protocol is None:
            continue
        if family == "table" and rng.random() < 0.3:
            continue
        rows = make(rng, s, review.cluster)
        if "config" in rows[0]:
            col = rows[0].index("config")
            for row in rows[1:]:
                if row[col] not in configs:
                    configs.append(row[col])
        if protocol:
            protocols_used.add(protocol)
        w.write(f"{base}/{tid}.csv", csv_text(rows))
        tables.append(table_entry(tid, family, protocol, rigs[rig_role] if family != "table" or rng.random() < 0.5 else None,
                                  comment))
        ids.append(tid)
    parts = ["\n".join(header) + rig_text]
    if configs:
        parts.append(config_entries(configs))
    w.write(f"{base}/data.toml", "\n".join(parts + tables))
    return ids


def protocols_toml(used: set[str]) -> str:
    out = ["# The protocols the synthetic reviews use: each test, run the same way wherever it appears.", ""]
    for pid, (name, facts) in PROTOCOLS.items():
        if pid not in used:
            continue
        out += ["[[protocol]]", f'id = "{pid}"', f'name = "{name}"']
        out += (["facts = [", *facts, "]"] if facts else ["facts = []"]) + [""]
    return "\n".join(out)


# ---------------------------------------------------------------------------------------------
# Review prose
# ---------------------------------------------------------------------------------------------

LINK_WORDS = {
    "en": ("our earlier review", "the drive page", "all reviews"),
    "fr": ("notre test précédent", "la fiche du disque", "tous les tests"),
    "pl": ("naszą wcześniejszą recenzję", "stronę dysku", "wszystkie recenzje"),
    "es": ("nuestro análisis anterior", "la ficha de la unidad", "todos los análisis"),
    "ja": ("以前のレビュー", "ドライブのページ", "すべてのレビュー"),
}
HEADINGS = {
    "en": ("Introduction", "The drive", "How we tested", "Results", "Conclusion"),
    "fr": ("Introduction", "Le disque", "Méthode de test", "Résultats", "Conclusion"),
    "pl": ("Wprowadzenie", "Dysk", "Jak testowaliśmy", "Wyniki", "Podsumowanie"),
    "es": ("Introducción", "La unidad", "Cómo probamos", "Resultados", "Conclusión"),
    "ja": ("はじめに", "ドライブについて", "テスト方法", "結果", "まとめ"),
}
DISCLOSURE_LINE = {
    "en": "*This review was commissioned by {by}.*", "fr": "*Ce test a été commandé par {by}.*",
    "pl": "*Recenzja powstała na zlecenie firmy {by}.*", "es": "*Este análisis fue encargado por {by}.*",
    "ja": "*本レビューは {by} の依頼により実施しました。*",
}


def review_body(lang: Language, review: Review, rng: random.Random, target_words: int = 1200) -> str:
    h = HEADINGS.get(lang.code, HEADINGS["en"])
    lw = LINK_WORDS.get(lang.code, LINK_WORDS["en"])
    sp = "" if lang.ja else " "
    out: list[str] = []
    words = 0

    def para(n):
        nonlocal words
        sentences, c = lang.paragraph(rng, n)
        words += c
        return sentences

    # Introduction, with the link to the drive page.
    out.append(f"## {h[0]}\n")
    s = para(90)
    drive = review.drives[0]
    s.insert(1, f"[{drive.name}](@/drives/{drive.id}){sp}{lang.phrase(rng, 3, 6)}{'。' if lang.ja else '.'}")
    out.append(lang.join(s) + "\n")
    out.append(lang.join(para(80)) + "\n")

    out.append(f"## {h[1]}\n")
    out.append(lang.join(para(100)) + "\n")
    for _ in range(rng.randint(4, 6)):
        item = lang.phrase(rng, 4, 9)
        words += 6
        out.append(f"- {item}")
    out.append("")
    out.append(lang.join(para(90)) + "\n")

    out.append(f"## {h[2]}\n")
    s = para(100)
    s[-1] = s[-1] + "[^setup]"
    out.append(lang.join(s) + "\n")
    # A Markdown table of words (figures live in data files).
    cols = 3
    out.append("| " + " | ".join(lang.phrase(rng, 1, 2) for _ in range(cols)) + " |")
    out.append("|" + "---|" * cols)
    for _ in range(rng.randint(3, 5)):
        out.append("| " + " | ".join(lang.phrase(rng, 1, 3) for _ in range(cols)) + " |")
        words += 6
    out.append("")
    for i in range(rng.randint(3, 4)):
        out.append(f"{i + 1}. {lang.phrase(rng, 4, 8)}")
        words += 6
    out.append("")
    out.append(lang.join(para(90)) + "\n")

    out.append(f"## {h[3]} {{#results}}\n")
    sub = 0
    while words < target_words - 200:
        sub += 1
        if sub % 2 == 1:
            out.append(f"### {lang.phrase(rng, 2, 4)}\n")
        lead = lang.phrase(rng, 1, 3)
        out.append(f"**{lead}.** " + lang.join(para(rng.randint(70, 110))) + "\n")

    out.append(f"## {h[4]}\n")
    s = para(110)
    links = []
    for j, other in enumerate(review.links):
        anchor = "#results" if j == 1 else ""
        links.append(f"[{lw[0]}](@/reviews/{other}{anchor})")
    if len(review.drives) > 1:
        d = review.drives[1]
        links.append(f"[{d.name}](@/drives/{d.id})")
    links.append(f"[{lw[2]}](@/reviews)")
    s.append(lang.join(f"{lang.phrase(rng, 2, 4)} {link}{'。' if lang.ja else '.'}" for link in links))
    out.append(lang.join(s) + "\n")
    if review.disclosure[0] == "commissioned":
        out.append(DISCLOSURE_LINE.get(lang.code, DISCLOSURE_LINE["en"]).format(by=review.disclosure[1]) + "\n")
    note, _ = lang.paragraph(rng, 25)
    out.append(f"[^setup]: {lang.join(note)}\n")
    return "\n".join(out)


def review_page(lang: Language, review: Review, table_ids: list[str], default: bool, seed: int) -> str:
    rng = random.Random(f"prose/{seed}/{review.index}/{lang.code}")
    drive = review.drives[0]
    template = (TITLE_CLUSTER if review.cluster else TITLE_SINGLE)
    title = template.get(lang.code, template["en"]).format(drive=drive.name, **review.title_args)
    fm = ["+++", f"title = {toml_str(title)}", f"summary = {toml_str(lang.sentence(rng, rng.randint(12, 20))[0])}"]
    if default:
        fm.append(f"date = {review.date}")
        if review.updated:
            fm.append(f"updated = {review.updated}")
    fm.append(f"authors = {toml_list(review.authors)}")
    if default:
        fm.append(f"tags = {toml_list(review.tags)}")
        fm.append(f"drives = {toml_list(d.id for d in review.drives)}")
    fm.append("pros = [")
    fm += [f"  {toml_str(lang.phrase(rng, 5, 10))}," for _ in range(rng.randint(2, 4))]
    fm.append("]")
    fm.append("cons = [")
    fm += [f"  {toml_str(lang.phrase(rng, 5, 10))}," for _ in range(rng.randint(1, 3))]
    fm.append("]")
    if default:
        kind, by = review.disclosure
        fm += ["", "[disclosure]", f'kind = "{kind}"']
        if by:
            fm.append(f"by = {toml_str(by)}")
    fm += ["", "[captions]"]
    for tid in table_ids:
        caption = CAPTIONS[tid].get(lang.code) or f"{CAPTIONS[tid]['en']} ({lang.code})"
        fm.append(f"{tid} = {toml_str(caption)}")
    fm.append("+++")
    return "\n".join(fm) + "\n\n" + review_body(lang, review, rng)


# ---------------------------------------------------------------------------------------------
# Drives
# ---------------------------------------------------------------------------------------------

def drive_files(drive: Drive, w: Writer, languages: list[Language], seed: int) -> None:
    rng = drive.rng
    base = f"content/drives/{drive.id}"
    ri = drive.read_intensive
    facts = [
        fact("form-factor", text=rng.choice(FORM_FACTORS)),
        fact("interface", text=drive.interface),
        fact("nand", text=rng.choice(NAND)),
        fact("controller", text=rng.choice(CONTROLLERS)),
    ]
    optional = [
        fact("power-loss-protection", text="✓"),
        fact("encryption", text=rng.choice(("TCG Opal 2.0", "Instant Secure Erase (ISE)", "AES-256, TCG Ruby"))),
        fact("uber", text="10⁻¹⁷"),
        fact("mtbf", specs=[spec(rng.choice((2000000, 2500000)), "h")]),
        fact("afr", specs=[spec(rng.choice((0.35, 0.44)), "%")]),
        fact("supply-voltage", specs=[spec(12, "V")]),
        fact("power-operating", specs=[spec(num(rng.uniform(9, 25), 2), "W")]),
        fact("operating-temp", specs=[spec(0, "°C"), spec(rng.choice((70, 75, 78)), "°C")]),
        fact("dimensions", specs=[spec(69.85, "mm"), spec(100.45, "mm")]),
        fact("weight", specs=[spec(rng.randint(70, 160), "g")]),
    ]
    facts += [f for f in optional if rng.random() < 0.7]
    facts.append(fact("warranty", specs=[spec(5, "years")]))
    toml_text = "\n".join([
        f"# {drive.name}: drive-level facts and the spec sheet.",
        "",
        "[drive]",
        f"name = {toml_str(drive.name)}",
        f"vendor = {toml_str(drive.vendor)}",
        "facts = [",
        *facts,
        "]",
        "",
        "# One row per SKU.",
        "[[table]]",
        'id = "specs"',
        'file = "specs.csv"',
        'family = "spec-sheet"',
        "transpose = true",
        "",
    ])
    w.write(f"{base}/drive.toml", toml_text)

    seq_read = {2: 2100, 3: 3300, 4: 7000, 5: 13000}[drive.gen]
    rows = [["sku", "capacity [GB]", "endurance [DWPD]", "seq-read [MB/s]", "seq-write [MB/s]",
             "rand-read [IOPS]", "rand-write [IOPS]", "rand-mixed-70-30 [IOPS]", "read-latency [µs]",
             "power-idle [W]", "power-active [W]"]]
    capacities = [800, 960, 1600, 1920, 3200, 3840, 6400, 7680, 12800, 15360, 30720]
    start = rng.randint(0, 3)
    n = rng.randint(4, 8)
    for k, cap in enumerate(capacities[start:start + n]):
        f = min(1.0, 0.55 + 0.15 * k)
        dwpd = "1" if ri else "3"
        rows.append([
            f"{drive.model}-{cap}", str(cap), dwpd, num(seq_read * rng.uniform(0.97, 1.0)),
            num(seq_read * 0.6 * f * rng.uniform(0.9, 1.05)), num(seq_read * 220 * f * rng.uniform(0.95, 1.05)),
            num(seq_read * (25 if ri else 60) * f), num(seq_read * 80 * f) if rng.random() < 0.8 else "",
            num(rng.uniform(70, 90)), num(5 + 0.3 * k, 2), num(9 + 1.2 * k, 1),
        ])
    w.write(f"{base}/specs.csv", csv_text(rows))

    # Prose in the default language, and in some translations (the others fall back).
    link = f"@/reviews/{drive.reviews[0]}" if drive.reviews else "@/reviews"
    for k, lang in enumerate(languages):
        if k > 0 and rng.random() < 0.5:
            continue
        prng = random.Random(f"drive-prose/{seed}/{drive.id}/{lang.code}")
        lw = LINK_WORDS.get(lang.code, LINK_WORDS["en"])
        paragraphs = [lang.join(lang.paragraph(prng, 80)[0]) for _ in range(2)]
        paragraphs.append(lang.join(lang.paragraph(prng, 30)[0]) + ("" if lang.ja else " ") +
                          f"[{lw[0]}]({link}){'。' if lang.ja else '.'}")
        text = ["+++", f"title = {toml_str(drive.name)}",
                f"summary = {toml_str(lang.sentence(prng, prng.randint(10, 16))[0])}", "",
                "[captions]", f"specs = {toml_str(CAPTIONS['specs'].get(lang.code, 'Specifications'))}", "+++", ""]
        w.write(f"{base}/index.{lang.code}.md", "\n".join(text) + "\n\n".join(paragraphs) + "\n")


# ---------------------------------------------------------------------------------------------
# The site
# ---------------------------------------------------------------------------------------------

def site_toml(languages: list[Language]) -> str:
    out = [
        "# Synthetic site written by bench/generate_site.py.",
        'base_url = "https://bench.example.org"',
        'theme = "default"',
        f'default_language = "{languages[0].code}"',
        "default_language_at_root = true",
        'missing_translations = "fallback"',
        "feed_limit = 20",
    ]
    for lang in languages:
        out += ["", "[[languages]]", f'code = "{lang.code}"', f"name = {toml_str(lang.name)}",
                f'locale = "{lang.code}"', f"title = {toml_str(lang.title)}"]
        if lang.description:
            out.append(f"description = {toml_str(lang.description)}")
    return "\n".join(out) + "\n"


def section_files(w: Writer, languages: list[Language], seed: int) -> None:
    for lang in languages:
        rng = random.Random(f"home/{seed}/{lang.code}")
        intro = lang.join(lang.paragraph(rng, 60)[0])
        lw = LINK_WORDS.get(lang.code, LINK_WORDS["en"])
        w.write(f"content/_index.{lang.code}.md",
                f"+++\ntitle = {toml_str(lang.title)}\ndescription = {toml_str(lang.description or lang.title)}\n"
                f'sort_by = "date"\n+++\n\n{intro}\n\n[{lw[2]}](@/reviews)\n')
        for section in ("reviews", "drives"):
            title, desc = SECTION[section].get(lang.code, SECTION[section]["en"])
            sort_by = "date" if section == "reviews" else "title"
            w.write(f"content/{section}/_index.{lang.code}.md",
                    f"+++\ntitle = {toml_str(title)}\ndescription = {toml_str(desc)}\nsort_by = \"{sort_by}\"\n+++\n\n"
                    f"{lang.join(lang.paragraph(rng, 40)[0])}\n")


def labels_files(w: Writer, languages: list[Language]) -> None:
    for lang in languages:
        if lang.code not in KNOWN_LANGUAGES:
            continue  # falls back to the default language's label, with a warning
        lines = ["# Labels for the ids used by the synthetic benchmark site (bench/generate_site.py).", ""]
        for label_id, names in SITE_LABELS.items():
            lines.append(f"label-{label_id} = {names[lang.code]}")
        w.write(f"i18n/{lang.code}/bench.ftl", "\n".join(lines) + "\n")


def generate(reviews: int, out: Path, seed: int, codes: list[str], theme_from: Path) -> int:
    languages = [Language(code, seed) for code in codes]
    w = Writer(out)
    w.write("site.toml", site_toml(languages))
    section_files(w, languages, seed)
    labels_files(w, languages)

    drive_count = max(2, reviews // 4)
    dwidth = max(3, len(str(drive_count)))
    rwidth = max(4, len(str(reviews)))
    drives = [Drive(i, dwidth, seed) for i in range(1, drive_count + 1)]
    review_list = []
    for i in range(1, reviews + 1):
        r = Review(i, rwidth, reviews, drives, seed)
        r.links = [f"review-{j:0{rwidth}d}" for j in r.links]
        rng = r.rng
        r.authors = rng.sample(AUTHORS, k=rng.choice((1, 1, 2)))
        r.tags = sorted(rng.sample(TAG_POOL, k=rng.randint(2, 4)))
        kind = rng.choice(("independent", "independent", "commissioned", "sponsored"))
        r.disclosure = (kind, None if kind == "independent" else r.drives[0].vendor)
        review_list.append(r)

    protocols_used: set[str] = set()
    for r in review_list:
        base = f"content/reviews/{r.id}"
        table_ids = review_data(r, w, base, protocols_used)
        for k, lang in enumerate(languages):
            w.write(f"{base}/index.{lang.code}.md", review_page(lang, r, table_ids, k == 0, seed))
    w.write("content/protocols.toml", protocols_toml(protocols_used))
    for d in drives:
        drive_files(d, w, languages, seed)

    shutil.copytree(theme_from, out / "themes" / "default", dirs_exist_ok=True)
    return w.files


# ---------------------------------------------------------------------------------------------
# Validation of what was written
# ---------------------------------------------------------------------------------------------

ID_RE = re.compile(r"^[a-z0-9-]+$")
COLUMN_RE = re.compile(r"^([a-z0-9_-]+)(?: \[([^\]]+)\])?$")
NUMBER_RE = re.compile(r"^~?-?[0-9]+(\.[0-9]+)?$")
LINK_RE = re.compile(r"\]\(@/([^)#\s]*)(#[^)\s]*)?\)")
FTL_MESSAGE_RE = re.compile(r"^([a-zA-Z][a-zA-Z0-9_-]*) *=(.*)$")

# The schema of docs/content-format.md, as the build enforces it (crates/site/src/data/units.rs,
# crates/site/src/data/metrics.rs, crates/site/src/data/results.rs).
UNIT_KINDS = {
    "IOPS": "ops", "kIOPS": "ops", "KIOPS": "ops", "TPS": "tx",
    "MB/s": "rate", "GB/s": "rate", "MiB/s": "rate", "GiB/s": "rate", "Gb/s": "rate", "Gbit/s": "rate",
    "KB": "size", "kB": "size", "MB": "size", "GB": "size", "TB": "size", "KiB": "size", "MiB": "size",
    "GiB": "size", "TiB": "size", "µs": "time", "us": "time", "μs": "time", "ms": "time", "s": "time", "h": "time",
    "W": "power", "V": "voltage", "GHz": "frequency", "DWPD": "endurance", "%": "ratio", "°C": "temperature",
    "mm": "length", "g": "mass", "cores": "count", "nodes": "count", "VMs": "count", "tiles": "count",
    "years": "count", "count": "count",
}
# metric -> (unit kinds it may be written in, better: "higher", "lower" or None)
METRICS = {
    "tps": ({"tx"}, "higher"), "iops": ({"ops"}, "higher"), "throughput": ({"rate"}, "higher"),
    "latency": ({"time"}, "lower"), "latency-avg": ({"time"}, "lower"), "latency-p99": ({"time"}, "lower"),
    "render-time": ({"time"}, "lower"), "tiles": ({"count"}, "higher"), "host-cpu": ({"ratio"}, None),
    "working-set": ({"size"}, None), "peak-iops": ({"ops"}, "higher"), "peak-throughput": ({"rate"}, "higher"),
    "peak-latency": ({"time"}, "lower"), "sub-ms-until": ({"ops", "rate"}, "higher"),
    "bandwidth": ({"rate"}, "higher"), "load": ({"ops", "rate"}, None),
}
CURVE_METRICS = {"load", "latency", "latency-p99", "peak-iops", "peak-throughput", "peak-latency", "sub-ms-until",
                 "bandwidth"}
RESULT_METRICS = set(METRICS) - {"load", "peak-iops", "peak-throughput", "peak-latency", "sub-ms-until", "bandwidth"}
FACETS = {"config", "vm", "workload"}
FAMILIES = {"spec-sheet", "application", "load-curve", "matrix", "table"}


def read_ftl_labels(folder: Path, problems: list[str]) -> set[str]:
    """The `label-…` message ids of every .ftl file in a folder, with a line-level syntax check
    (Python has no Fluent parser: messages, attributes, continuation lines and comments)."""
    labels: set[str] = set()
    seen: dict[str, Path] = {}
    for ftl in sorted(folder.glob("*.ftl")) if folder.is_dir() else []:
        in_message = False
        for lineno, line in enumerate(ftl.read_text(encoding="utf-8").split("\n"), start=1):
            if not line.strip():
                continue
            if line.startswith("#"):
                in_message = False
                continue
            if line[0] in " \t":
                if not in_message:
                    problems.append(f"{ftl}:{lineno}: indented line outside a message")
                continue
            m = FTL_MESSAGE_RE.match(line)
            if not m:
                problems.append(f"{ftl}:{lineno}: not a Fluent message: {line!r}")
                in_message = False
                continue
            mid = m.group(1)
            if mid in seen:
                problems.append(f"{ftl}:{lineno}: {mid} is also defined in {seen[mid]}")
            seen[mid] = ftl
            in_message = True
            if mid.startswith("label-"):
                labels.add(mid[len("label-"):])
    return labels


def check_number(value, where: str, problems: list[str]) -> None:
    if isinstance(value, bool) or not (isinstance(value, (int, float)) or
                                       (isinstance(value, str) and NUMBER_RE.match(value))):
        problems.append(f"{where}: {value!r} is not a number")


def check_facts(facts, where: str, need, problems: list[str]) -> None:
    for f in facts:
        label = f.get("label", "")
        if not ID_RE.match(label):
            problems.append(f"{where}: bad fact label {label!r}")
        need(label, where)
        if "count" in f:
            check_number(f["count"], f"{where}: {label} count", problems)
        for sp in f.get("specs", []):
            check_number(sp.get("value"), f"{where}: {label}", problems)
            if sp.get("unit") not in UNIT_KINDS:
                problems.append(f"{where}: {label}: unknown unit {sp.get('unit')!r}")


def check_table(csv_path: Path, family: str, configs: set[str], need, problems: list[str]) -> None:
    """Rectangular CSV, numbers where the header says so, and the columns and rows its family allows."""
    with open(csv_path, encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))
    if not rows:
        problems.append(f"{csv_path}: empty")
        return
    header = rows[0]
    columns = []  # (id, unit or None)
    for col in header:
        cm = COLUMN_RE.match(col)
        if not cm:
            problems.append(f"{csv_path}: bad column header {col!r}")
            columns.append((col, None))
            continue
        cid, unit = cm.group(1).replace("_", "-"), cm.group(2)
        if unit is not None and unit not in UNIT_KINDS:
            problems.append(f"{csv_path}: column {col!r}: unknown unit")
        columns.append((cid, unit))
        need(cid, str(csv_path))
    for k, row in enumerate(rows[1:], start=2):
        if len(row) != len(header):
            problems.append(f"{csv_path}:{k}: {len(row)} cells, header has {len(header)}")
            continue
        for cell, (cid, unit) in zip(row, columns):
            if unit is not None and cell and not NUMBER_RE.match(cell):
                problems.append(f"{csv_path}:{k}: {cell!r} is not a number")
            if unit is None and cid in ("workload", "vm") and cell:
                if not ID_RE.match(cell):
                    problems.append(f"{csv_path}:{k}: {cid} {cell!r} is not an id")
                need(cell, f"{csv_path}:{k}")
    if family in ("spec-sheet", "table"):
        return
    metrics = set()
    for cid, unit in columns:
        if unit is None:
            if cid not in FACETS:
                problems.append(f"{csv_path}: label column {cid!r} is not one of config, vm, workload")
            continue
        base = cid[:-4] if cid.endswith(("-min", "-max")) else cid
        allowed = CURVE_METRICS if family == "load-curve" else RESULT_METRICS
        if base not in METRICS or base not in allowed:
            problems.append(f"{csv_path}: column {cid!r} is not a {family} metric")
            continue
        if UNIT_KINDS.get(unit) not in METRICS[base][0]:
            problems.append(f"{csv_path}: {cid!r} cannot be measured in {unit}")
        metrics.add(cid)
    ids = [c for c, _ in columns]
    if family == "matrix" and not {"config", "workload"} <= set(ids):
        problems.append(f"{csv_path}: a matrix needs config and workload columns")
    form = None
    if family == "load-curve":
        if "workload" not in ids:
            problems.append(f"{csv_path}: a load curve needs a workload column")
        if "vm" in ids:
            problems.append(f"{csv_path}: a load curve has no vm column")
        points, peaks = {"load", "latency"} <= metrics, bool({"peak-iops", "peak-throughput"} & metrics)
        if points == peaks:
            problems.append(f"{csv_path}: a load curve is either points (load, latency) or peaks (peak-…)")
        form = "points" if points else "peaks"
    index = {c: i for i, c in enumerate(ids)}
    seen = set()
    for k, row in enumerate(rows[1:], start=2):
        if len(row) != len(header):
            continue
        cell = lambda c: row[index[c]] if c in index else None
        config = cell("config")
        if config is not None:
            if config and config not in configs:
                problems.append(f"{csv_path}:{k}: configuration {config!r} is not declared")
            if not config and family == "matrix":
                problems.append(f"{csv_path}:{k}: no configuration")
        if family in ("load-curve", "matrix") and not cell("workload"):
            problems.append(f"{csv_path}:{k}: no workload")
        load = None
        if form == "points":
            load = cell("load")
            if not load:
                problems.append(f"{csv_path}:{k}: a measured point needs its load")
            else:
                load = float(load.lstrip("~")) if NUMBER_RE.match(load) else load
        key = (config, cell("vm"), cell("workload"), load)
        if key in seen:
            problems.append(f"{csv_path}:{k}: duplicate row {key}")
        seen.add(key)


def validate(out: Path) -> list[str]:
    """Checks a site folder (generated or written by hand) against docs/content-format.md."""
    import tomllib
    problems: list[str] = []
    site = tomllib.loads((out / "site.toml").read_text(encoding="utf-8"))
    codes = [l["code"] for l in site["languages"]]
    default = site["default_language"]
    theme = site.get("theme", "default")
    content = out / "content"

    # Labels per language: the theme's and the site's. A language the theme does not translate
    # falls back to the default language by design (with a warning), so only the others are held
    # to having every label.
    translated = [c for c in codes if (out / "themes" / theme / "i18n" / c).is_dir()]
    labels = {code: read_ftl_labels(out / "themes" / theme / "i18n" / code, problems)
              | read_ftl_labels(out / "i18n" / code, problems) for code in translated}
    missing: dict[str, tuple[set[str], str]] = {}

    def need(label: str, where: str) -> None:
        if label not in missing:
            missing[label] = ({c for c in translated if label not in labels[c]}, where)

    # Protocols.
    protocols: set[str] = set()
    protocols_file = content / "protocols.toml"
    if protocols_file.exists():
        try:
            pdata = tomllib.loads(protocols_file.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as e:
            problems.append(f"{protocols_file}: {e}")
            pdata = {}
        for entry in pdata.get("protocol", []):
            pid = entry.get("id", "")
            if not ID_RE.match(pid):
                problems.append(f"{protocols_file}: bad protocol id {pid!r}")
            if pid in protocols:
                problems.append(f"{protocols_file}: protocol {pid} is declared twice")
            protocols.add(pid)
            need(entry.get("name", pid), f"{protocols_file}: {pid}")
            check_facts(entry.get("facts", []), f"{protocols_file}: {pid}", need, problems)

    pages: set[str] = {""}
    for md in content.rglob("*.md"):
        rel = md.parent.relative_to(content).as_posix()
        pages.add("" if rel == "." else rel)
    checked = 0
    for md in sorted(content.rglob("*.md")):
        text = md.read_text(encoding="utf-8")
        m = re.match(r"\+\+\+\n(.*?)\n\+\+\+\n", text, re.S)
        if not m:
            problems.append(f"{md}: no TOML front matter")
            continue
        try:
            fm = tomllib.loads(m.group(1))
        except tomllib.TOMLDecodeError as e:
            problems.append(f"{md}: front matter: {e}")
            continue
        lang = md.name.split(".")[-2]
        if lang not in codes:
            problems.append(f"{md}: language {lang} is not in site.toml")
        if md.parent.parent.name == "reviews" and md.name.startswith("index."):
            shared = {"date", "updated", "drives", "tags", "draft", "disclosure"}
            if lang == default:
                for key in ("date", "drives", "disclosure"):
                    if key not in fm:
                        problems.append(f"{md}: missing {key}")
                for d in fm.get("drives", []):
                    if not (content / "drives" / d / "drive.toml").exists():
                        problems.append(f"{md}: drive {d} does not exist")
            elif shared & fm.keys():
                problems.append(f"{md}: shared facts {sorted(shared & fm.keys())} outside the default language")
            data = tomllib.loads((md.parent / "data.toml").read_text(encoding="utf-8"))
            ids = {t["id"] for t in data.get("table", [])}
            if set(fm.get("captions", {})) != ids:
                problems.append(f"{md}: captions {sorted(fm.get('captions', {}))} != tables {sorted(ids)}")
        body_start = text.count("\n", 0, m.end()) + 1
        for lineno, line in enumerate(text[m.end():].split("\n"), start=body_start):
            for link in LINK_RE.finditer(line):
                target = link.group(1).rstrip("/")
                if target not in pages:
                    problems.append(f"{md}:{lineno}: link to missing page @/{target}")
        checked += 1

    for data_file in sorted(list(content.rglob("data.toml")) + list(content.rglob("drive.toml"))):
        try:
            data = tomllib.loads(data_file.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as e:
            problems.append(f"{data_file}: {e}")
            continue
        where = str(data_file)
        rigs = {r["id"] for r in data.get("rig", [])}
        for rig in data.get("rig", []):
            check_facts(rig.get("facts", []), f"{where}: rig {rig['id']}", need, problems)
        if "drive" in data:
            check_facts(data["drive"].get("facts", []), f"{where}: drive", need, problems)
        configs: set[str] = set()
        for config in data.get("config", []):
            cid = config.get("id", "")
            if not ID_RE.match(cid):
                problems.append(f"{where}: bad configuration id {cid!r}")
            if cid in configs:
                problems.append(f"{where}: configuration {cid} is declared twice")
            configs.add(cid)
            need(config.get("name", cid), f"{where}: config {cid}")
            if "rig" in config and config["rig"] not in rigs:
                problems.append(f"{where}: configuration {cid} names unknown rig {config['rig']}")
            for detail in config.get("details", []):
                if set(detail) == {"label"}:
                    need(detail["label"], f"{where}: config {cid}")
                elif set(detail) == {"value", "unit"}:
                    check_number(detail["value"], f"{where}: config {cid}", problems)
                    if detail["unit"] not in UNIT_KINDS:
                        problems.append(f"{where}: config {cid}: unknown unit {detail['unit']!r}")
                else:
                    problems.append(f"{where}: config {cid}: a detail is neither a quantity nor a label")
        table_ids = set()
        for table in data.get("table", []):
            family = table.get("family")
            if table["id"] in table_ids:
                problems.append(f"{where}: table {table['id']} is declared twice")
            table_ids.add(table["id"])
            if family not in FAMILIES:
                problems.append(f"{where}: bad family {family}")
            if family in ("application", "load-curve", "matrix"):
                if "protocol" not in table:
                    problems.append(f"{where}: table {table['id']} has no protocol")
                elif table["protocol"] not in protocols:
                    problems.append(f"{where}: table {table['id']} names undeclared protocol {table['protocol']}")
            if "rig" in table and table["rig"] not in rigs:
                problems.append(f"{where}: table {table['id']} names unknown rig {table['rig']}")
            check_table(data_file.parent / table["file"], family, configs, need, problems)
        checked += 1

    for label, (langs, where) in sorted(missing.items()):
        if langs:
            problems.append(f"{where}: label-{label} is missing in {', '.join(sorted(langs))}")
    print(f"validated {checked} files: {len(problems)} problem(s)", file=sys.stderr)
    return problems


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--reviews", type=int, help="number of review bundles")
    p.add_argument("--out", type=Path, help="site folder to write")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--languages", default="en,fr,pl,es,ja",
                   help="comma-separated language codes; the first is the default language")
    p.add_argument("--theme-from", type=Path, default=DEFAULT_THEME,
                   help=f"theme folder copied to DIR/themes/default (default: {DEFAULT_THEME})")
    p.add_argument("--force", action="store_true",
                   help="replace site.toml, content/, i18n/, themes/ and output/ if DIR is not empty")
    p.add_argument("--validate", action="store_true", help="check the written files afterwards")
    p.add_argument("--check", type=Path, metavar="SITE",
                   help="only check an existing site folder (e.g. the repository root for the example site)")
    args = p.parse_args()

    if args.check:
        problems = validate(args.check)
        for problem in problems[:200]:
            print(problem, file=sys.stderr)
        return 1 if problems else 0
    if args.reviews is None or args.out is None:
        p.error("--reviews and --out are required (or --check SITE)")

    codes = [c.strip() for c in args.languages.split(",") if c.strip()]
    if args.reviews < 1 or not codes or len(set(codes)) != len(codes):
        p.error("--reviews must be at least 1 and --languages a list of distinct codes")
    theme_from: Path = args.theme_from.resolve()
    if not (theme_from / "templates").is_dir():
        p.error(f"--theme-from {theme_from} is not a theme folder (it has no templates/)")
    out: Path = args.out
    if out.exists() and any(out.iterdir()):
        if not args.force:
            p.error(f"{out} is not empty (use --force to replace the generated files in it)")
        for name in ("content", "i18n", "themes", "output"):
            shutil.rmtree(out / name, ignore_errors=True)
        (out / "site.toml").unlink(missing_ok=True)
    out.mkdir(parents=True, exist_ok=True)

    start = time.perf_counter()
    files = generate(args.reviews, out, args.seed, codes, theme_from)
    print(f"wrote {files} files ({args.reviews} reviews, {max(2, args.reviews // 4)} drives, "
          f"{len(codes)} languages) into {out} in {time.perf_counter() - start:.1f} s", file=sys.stderr)
    if args.validate:
        problems = validate(out)
        for problem in problems[:50]:
            print(problem, file=sys.stderr)
        if problems:
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
