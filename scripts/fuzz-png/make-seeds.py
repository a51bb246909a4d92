#!/usr/bin/env python3
"""Writes the fuzzer's seed corpus: small PNGs of every colour type, bit depth, filter and
interlacing, made here with Python's zlib, plus (when POKEAPI_CORPUS names a corpus) a few
real sprites from it. Usage: make-seeds.py OUTPUT_FOLDER"""
import os, random, struct, sys, zlib

DEPTHS = {0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]}
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
         (0, 1, 1, 2)]


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(
        ">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def row_bytes(rng, width, bits):
    return bytes(rng.randrange(256) for _ in range((width * bits + 7) // 8))


def filtered(rows, bpp, kind):
    out, prev = b"", bytes(len(rows[0])) if rows else b""
    for row in rows:
        line = bytearray()
        for i, x in enumerate(row):
            a = row[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if kind == 0: pred = 0
            elif kind == 1: pred = a
            elif kind == 2: pred = b
            elif kind == 3: pred = (a + b) // 2
            else:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
            line.append((x - pred) & 0xFF)
        out += bytes([kind]) + bytes(line)
        prev = row
    return out


def png(rng, width, height, color, depth, interlace, filter_kind):
    bits = CHANNELS[color] * depth
    bpp = max(1, bits // 8)
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    raw = b""
    for x0, y0, dx, dy in passes:
        pw = (width - x0 + dx - 1) // dx if width > x0 else 0
        ph = (height - y0 + dy - 1) // dy if height > y0 else 0
        if pw and ph:
            raw += filtered([row_bytes(rng, pw, bits) for _ in range(ph)], bpp, filter_kind)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(
        ">IIBBBBB", width, height, depth, color, 0, 0, interlace))
    if color == 3:
        out += chunk(b"PLTE", bytes(rng.randrange(256) for _ in range(3 * (1 << depth))))
        out += chunk(b"tRNS", bytes([0, 128]))
    elif color == 0:
        out += chunk(b"tRNS", struct.pack(">H", 0))
    elif color == 2:
        out += chunk(b"tRNS", struct.pack(">HHH", 0, 0, 0))
    return out + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def main():
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    rng = random.Random(7)
    n = 0
    for color, depths in DEPTHS.items():
        for depth in depths:
            for interlace in (0, 1):
                for filter_kind in range(5):
                    size = rng.choice([(1, 1), (3, 5), (9, 7), (16, 16)])
                    data = png(rng, *size, color, depth, interlace, filter_kind)
                    with open(os.path.join(folder, f"synthetic-{n:03}.png"), "wb") as f:
                        f.write(data)
                    n += 1
    corpus = os.environ.get("POKEAPI_CORPUS")
    if corpus:
        sprites = os.path.join(corpus, "sprites", "pokemon")
        names = sorted(name for name in os.listdir(sprites) if name.endswith(".png"))
        for name in random.Random(1).sample(names, min(12, len(names))):
            with open(os.path.join(sprites, name), "rb") as f, \
                 open(os.path.join(folder, "corpus-" + name), "wb") as g:
                g.write(f.read())
    print(f"wrote {len(os.listdir(folder))} seeds to {folder}")


main()
