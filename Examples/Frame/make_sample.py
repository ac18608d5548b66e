#!/usr/bin/env python3
"""Draws Frame's sample image: a 600 x 400 dusk landscape (sky gradient, sun, layered hills,
a lake with the sky's reflection). Pure Python, no dependencies; run it once and commit the PNG:

    python3 Examples/Frame/make_sample.py Examples/Frame/Sources/FrameApp/Resources/sample.png
"""
import math
import struct
import sys
import zlib

W, H = 600, 400
HORIZON = 290  # the lake's shore


def mix(a, b, t):
    t = max(0.0, min(1.0, t))
    return tuple(x + (y - x) * t for x, y in zip(a, b))


def sky(y):
    """Deep blue at the top, rose in the middle, warm gold at the horizon."""
    t = y / HORIZON
    if t < 0.55:
        return mix((34, 46, 92), (196, 120, 140), t / 0.55)
    return mix((196, 120, 140), (250, 196, 128), (t - 0.55) / 0.45)


def ridge(x, base, amplitude, seed):
    """A hill line: a few sines, so it is smooth and repeatable."""
    return base - amplitude * (0.55 * math.sin(x / 97.0 + seed) + 0.3 * math.sin(x / 41.0 + 2 * seed)
                               + 0.15 * math.sin(x / 17.0 + 3 * seed))


# Far hills are hazy (close to the sky), near ones dark: atmospheric perspective.
HILLS = [(215, 38, 1.3, (150, 104, 142)), (245, 30, 4.1, (98, 70, 112)), (272, 22, 2.2, (52, 44, 76))]
SUN = (408, 206, 34)


def pixel(x, y):
    if y >= HORIZON:  # the lake: the sky mirrored, darker, with soft ripples
        mirrored = 2 * HORIZON - y + 1.2 * math.sin(y / 1.6 + x / 23.0)
        r, g, b = pixel(x, max(0.0, min(HORIZON - 1, mirrored)))
        depth = (y - HORIZON) / (H - HORIZON)
        return mix((r * 0.78, g * 0.8, b * 0.9), (30, 34, 62), depth * 0.8)
    colour = sky(y)
    sx, sy, sr = SUN
    d = math.hypot(x - sx, y - sy)
    colour = mix(colour, (255, 236, 196), max(0.0, 1 - (d - sr) / 90.0) * 0.45)  # glow
    if d <= sr:
        colour = mix((255, 246, 220), colour, max(0.0, (d - sr + 1.5) / 1.5))
    for base, amplitude, seed, tint in HILLS:
        top = ridge(x, base, amplitude, seed)
        if y >= top:
            colour = mix(tint, (250, 196, 128), 0.15 * (1 - (y - top) / 80.0))
    return colour


def png(path):
    rows = bytearray()
    for y in range(H):
        rows.append(0)  # filter: none (zlib still finds the gradients' repetition)
        for x in range(W):
            rows.extend(int(round(c)) for c in pixel(x, y))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", W, H, 8, 2, 0, 0, 0)
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9))
                  + chunk(b"IEND", b""))


if __name__ == "__main__":
    png(sys.argv[1] if len(sys.argv) > 1 else "sample.png")
