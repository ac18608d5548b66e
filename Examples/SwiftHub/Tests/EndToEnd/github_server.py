#!/usr/bin/env python3
"""A GitHub-shaped search API on loopback for SwiftHub's end-to-end test.

    python3 -u github_server.py

Binds 127.0.0.1 on a free port and prints that port alone on the first line of stdout. It
stops by itself when its stdin closes (the test went away) or after MAX_LIFETIME seconds.

Unlike Tests/SwiftHubDataTests/server.py (fixed scenarios, for the client's unit tests) this
one behaves like a small GitHub for the whole app: it serves the app's own fixture pages
(Sources/SwiftHubData/Resources/Fixtures), so every filter has its own repositories and three
pages of 30, and it can be switched into a failure mode while the app runs.

    GET /search/repositories?q=...&page=N   a page of the filter named by q's created:>= date
                                            (none: any time; within 8 days: last week; within 32:
                                            last month; else last year). Avatar URLs point here.
    GET /users/LOGIN/repos                  the owner's repositories among all the fixtures, plus one
                                            only this server has (LOGIN/served-by-the-test-server)
    GET /avatar/LOGIN                       a small PNG, one colour per login
    GET /_mode?set=NAME                     ok (default), ratelimit (403, X-RateLimit-Remaining 0,
                                            reset in ten minutes), error500, malformed,
                                            stall (headers and the start of a body, then
                                            silence), drip (headers, then a byte a second for
                                            ten minutes), redirectloop (302 to itself)
    GET /_log                               JSON list of the API requests so far (path, query)
"""

import datetime as dt
import json
import os
import re
import struct
import sys
import threading
import time
import zlib
from urllib.parse import parse_qs, urlsplit

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from loopback_server import JSONHandler, serve  # noqa: E402
MAX_LIFETIME = 300
HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "..", "..", "Sources", "SwiftHubData", "Resources", "Fixtures")

lock = threading.Lock()
mode = "ok"
search_log = []


def load_fixture(name, page):
    path = os.path.join(FIXTURES, "%s-%d.json" % (name, page))
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def filter_name(q):
    """The fixture set for GitHub's q parameter, from its created:>= qualifier."""
    for part in q.split():
        if part.startswith("created:>="):
            try:
                since = dt.date.fromisoformat(part[len("created:>="):])
            except ValueError:
                return "anyTime"
            days = (dt.datetime.now(dt.timezone.utc).date() - since).days
            if days <= 8:
                return "lastWeek"
            if days <= 32:
                return "lastMonth"
            return "lastYear"
    return "anyTime"


def png(login):
    """A 16 x 16 PNG of one colour derived from the login."""
    h = zlib.crc32(login.encode())
    rgb = bytes([64 + (h & 0x7F), 64 + ((h >> 8) & 0x7F), 64 + ((h >> 16) & 0x7F)])
    raw = b"".join(b"\x00" + rgb * 16 for _ in range(16))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 16, 16, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


class Handler(JSONHandler):
    def do_GET(self):
        global mode
        parts = urlsplit(self.path)
        query = {k: v[0] for k, v in parse_qs(parts.query).items()}
        segments = [s for s in parts.path.split("/") if s]
        if parts.path == "/_mode":
            with lock:
                mode = query.get("set", "ok")
            return self.send(200, {"mode": mode})
        if parts.path == "/_log":
            with lock:
                return self.send(200, list(search_log))
        if len(segments) == 2 and segments[0] == "avatar":
            return self.send(200, png(segments[1]), content_type="image/png")
        if len(segments) == 3 and segments[0] == "users" and segments[2] == "repos":
            with lock:
                search_log.append({"path": parts.path, "query": query, "mode": mode})
            return self.send(200, owner_repositories(segments[1], "http://127.0.0.1:%d" % self.server.server_address[1]))
        if segments[-2:] == ["search", "repositories"]:
            with lock:
                search_log.append({"path": parts.path, "query": query, "mode": mode})
                current = mode
            return self.search(current, query)
        return self.send(404, {"message": "Not Found", "documentation_url": "https://docs.github.com/rest"})

    def search(self, current, query):
        if current == "ratelimit":
            reset = int(time.time()) + 600
            return self.send(403, {
                "message": "API rate limit exceeded for 127.0.0.1.",
                "documentation_url": "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"},
                {"X-RateLimit-Limit": "10", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": str(reset)})
        if current == "stall":
            return self.stall()
        if current == "drip":
            return self.drip(interval=1.0, count=600)
        if current == "redirectloop":
            return self.redirect_loop()
        if current == "error500":
            return self.send(500, {"message": "Server Error"})
        if current == "malformed":
            return self.send(200, '{"total_count": 3, "incomplete_results": false, "items": [{"id": 1, "na')
        page_number = int(query.get("page", "1") or 1)
        name = filter_name(query.get("q", ""))
        body = load_fixture(name, page_number) or {"total_count": 90, "incomplete_results": False, "items": []}
        host = "http://127.0.0.1:%d" % self.server.server_address[1]
        for item in body.get("items", []):
            owner = item.get("owner") or {}
            if "login" in owner:
                owner["avatar_url"] = "%s/avatar/%s" % (host, owner["login"])
        return self.send(200, body, {"X-RateLimit-Limit": "10", "X-RateLimit-Remaining": "9"})


def owner_repositories(login, host):
    """Every fixture repository of `login` once, in the fixtures' order, and one more that only
    this server knows (so the test can tell GitHub's answer from the built-in data)."""
    seen, result = set(), []
    for name in sorted(os.listdir(FIXTURES)):
        if not re.fullmatch(r"[a-zA-Z]+-\d+\.json", name):
            continue
        with open(os.path.join(FIXTURES, name), encoding="utf-8") as f:
            for item in json.load(f).get("items", []):
                if item["owner"]["login"].lower() == login.lower() and item["id"] not in seen:
                    seen.add(item["id"])
                    result.append(item)
    if result:
        extra = json.loads(json.dumps(result[0]))
        extra.update({"id": 10 ** 9 + len(login), "name": "served-by-the-test-server", "stargazers_count": 0,
                      "full_name": "%s/served-by-the-test-server" % result[0]["owner"]["login"],
                      "html_url": "https://github.com/%s/served-by-the-test-server" % result[0]["owner"]["login"]})
        result.append(extra)
    for item in result:
        item["owner"]["avatar_url"] = "%s/avatar/%s" % (host, item["owner"]["login"])
    return result


if __name__ == "__main__":
    serve(Handler, MAX_LIFETIME)
