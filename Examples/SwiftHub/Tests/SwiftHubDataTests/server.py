#!/usr/bin/env python3
"""A stand-in for api.github.com that SwiftHubDataTests start on loopback.

    python3 -u server.py

Binds 127.0.0.1 on a free port (port 0) and prints that port alone on the first line of
stdout. Everything else is quiet. It stops by itself when its stdin closes (the test
process went away) or after MAX_LIFETIME seconds, whichever comes first, so a crashed
test run never leaves it behind.

The scenario is chosen by the path: the client's apiBase is http://127.0.0.1:PORT/s/NAME,
so a search arrives as /s/NAME/search/repositories?q=...&page=N.

    ok            pages of complete GitHub items: total_count 45, page 1 has 30, page 2 has 15
    ratelimit403  403 with X-RateLimit-Remaining: 0 and X-RateLimit-Reset: 1700000000
    ratelimit429  429 with Retry-After: 120
    forbidden     403 without rate-limit headers
    error500      500 with GitHub's JSON error body {"message": "Server Error"}
    error502      502 with an HTML body (no JSON message)
    malformed     200 with truncated JSON
    noitems       200 with valid JSON but no "items"
    partial       200 with nulls, missing fields, bad items and hostile strings
    slow          sleeps SLOW_SECONDS, then answers like ok
    stall         200 headers and the start of a body, then nothing until the client hangs up
    redirectloop  302 to itself, forever
    huge          a 50 MB body: page 1 of ok with 50 MB of padding in an extra field
    longnames     items whose name and owner login are 10,000 characters long
    notutf8       200 with bytes that are not UTF-8 inside a string
    echo          answers an empty page (the test reads the request back from /_log)
    echoerror     401 whose message repeats the Authorization header it received
    echolower     401 whose message repeats the Authorization header it received, lower-cased
    redirectsame  302 to the same scenario's echo on this origin (absolute URL)
    redirectport  302 to echo on the server's second port (see /_other_port)
    redirecthost  307 to echo at http://localhost:PORT (another host name, same server)
    drip          200 headers promising 100,000 bytes, then one byte every 0.3 s for 60 s
    redirectscheme  302 to echo at https://127.0.0.1:PORT (only the scheme changes; needs TLS)

With SERVER_TLS_CERT and SERVER_TLS_KEY (PEM files) in the environment, the first port also
answers https: a connection that opens with a TLS handshake is wrapped, any other is plain http.
The log then says which each request came over ("scheme").

Other paths:
    /avatar/NAME      fake image bytes after a short delay; /avatar/missing-* is a 404,
                      /avatar/garbage-* random bytes as image/png, /avatar/huge-* 30 MB
    /_log             JSON list of every request so far: path, query, headers
    /_closed_port     a port number that was just bound and released (nothing listens)
    /_other_port      the second port this server answers on, logging to the same /_log
"""

import json
import os
import socket
import ssl
import sys
import threading
import time
import datetime as dt
from http.server import ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

sys.dont_write_bytecode = True  # no __pycache__ left in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_fixtures as fx  # noqa: E402  (complete GitHub items, same generator as the fixtures)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from loopback_server import JSONHandler, serve  # noqa: E402

MAX_LIFETIME = 120
SLOW_SECONDS = 3
AVATAR_DELAY = 0.3

OTHER_PORT = None  # the second server's, set at start
log_lock = threading.Lock()
request_log = []


def github_items(count, first_stars, seed):
    fx.rng = fx.Rng(seed)
    created = dt.datetime(2026, 11, 16, 9, 30, tzinfo=dt.timezone.utc)
    stars = fx.descending(count, first_stars, max(1, first_stars // 20))
    return [fx.generated(created + dt.timedelta(hours=i), s) for i, s in enumerate(stars)]


PAGE_1 = github_items(30, 5000, 1)
PAGE_2 = github_items(15, 240, 2)


def partial_items():
    good = github_items(2, 300, 3)
    nulls = dict(good[0])
    nulls.update({"description": None, "homepage": None, "language": None, "license": None})
    del nulls["topics"]                      # missing entirely
    nulls["pushed_at"] = None                # never pushed
    missing_id = dict(good[1])
    del missing_id["id"]
    wrong_type = dict(good[1])
    wrong_type["id"] = 777
    wrong_type["stargazers_count"] = "lots"
    hostile = dict(good[1])
    hostile.update({
        "id": 4242,
        "name": "Hostile",
        "full_name": "evil/Hostile",
        "description": "<b>bold</b> & co 🚀 مرحبا שָׁלוֹם \u202Eevil" + "x" * 10_000,
        "topics": ["<script>", "emoji-🚀"],
    })
    return [nulls, missing_id, wrong_type, 42, hostile]


def page(items, total):
    return {"total_count": total, "incomplete_results": False, "items": items}


class Handler(JSONHandler):
    def do_GET(self):
        parts = urlsplit(self.path)
        query = parse_qs(parts.query)
        if parts.path != "/_log":
            with log_lock:
                request_log.append({"path": parts.path, "query": {k: v[0] for k, v in query.items()},
                                    "port": self.server.server_address[1],
                                    "scheme": "https" if isinstance(self.connection, ssl.SSLSocket) else "http",
                                    "headers": {k: v for k, v in self.headers.items()}})
        segments = [s for s in parts.path.split("/") if s]

        if parts.path == "/_log":
            with log_lock:
                return self.send(200, list(request_log))
        if parts.path == "/_closed_port":
            s = socket.socket()
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
            s.close()
            return self.send(200, {"port": port})
        if parts.path == "/_other_port":
            return self.send(200, {"port": OTHER_PORT})
        if len(segments) == 2 and segments[0] == "avatar":
            time.sleep(AVATAR_DELAY)
            if segments[1].startswith("missing"):
                return self.send(404, {"message": "Not Found"})
            if segments[1].startswith("garbage"):
                return self.send(200, os.urandom(4096), content_type="image/png")
            if segments[1].startswith("huge"):
                return self.send(200, b"\x89PNG\r\n\x1a\n" + b"\0" * 30_000_000, content_type="image/png")
            return self.send(200, b"\x89PNG\r\n\x1a\n fake avatar " + segments[1].encode(), content_type="image/png")
        if len(segments) == 4 and segments[0] == "s" and segments[2:] == ["search", "repositories"]:
            return self.scenario(segments[1], int(query.get("page", ["1"])[0]))
        return self.send(404, {"message": "Not Found", "documentation_url": "https://docs.github.com/rest"})

    def scenario(self, name, page_number):
        rate_headers = {"X-RateLimit-Limit": "10", "X-RateLimit-Resource": "search"}
        if name == "ok" or name == "slow":
            if name == "slow":
                time.sleep(SLOW_SECONDS)
            items = {1: PAGE_1, 2: PAGE_2}.get(page_number, [])
            return self.send(200, page(items, 45), dict(rate_headers, **{"X-RateLimit-Remaining": "9"}))
        if name == "huge":
            body = dict(page(PAGE_1, 45), padding="x" * 50_000_000)
            return self.send(200, body)
        if name == "longnames":
            items = [dict(item) for item in PAGE_1[:3]]
            for n, item in enumerate(items):
                item["name"] = chr(ord("a") + n) * 10_000
                item["owner"] = dict(item["owner"], login="o" * 10_000)
                item["full_name"] = item["owner"]["login"] + "/" + item["name"]
            return self.send(200, page(items, 3))
        if name == "notutf8":
            item = dict(PAGE_1[0], name="NAME", description="DESCRIPTION")
            body = json.dumps(page([item, PAGE_1[1]], 2)).encode()
            body = body.replace(b"NAME", b"bad\xff\xfename").replace(b"DESCRIPTION", b"half \xc3( a character")
            return self.send(200, body)
        if name == "stall":
            return self.stall()
        if name == "drip":
            return self.drip()
        if name in ("redirectsame", "redirectport", "redirecthost", "redirectscheme"):
            port = self.server.server_address[1]
            origin = {"redirectsame": "http://127.0.0.1:%d" % port, "redirectport": "http://127.0.0.1:%d" % OTHER_PORT,
                      "redirecthost": "http://localhost:%d" % port, "redirectscheme": "https://127.0.0.1:%d" % port}[name]
            status = 307 if name == "redirecthost" else 302
            return self.send(status, {"message": "Moved"}, {"Location": origin + "/s/echo/search/repositories?page=1"})
        if name == "redirectloop":
            return self.redirect_loop()
        if name == "ratelimit403":
            return self.send(403, {
                "message": "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated "
                           "requests get a higher rate limit. Check out the documentation for more details.)",
                "documentation_url": "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"},
                dict(rate_headers, **{"X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1700000000"}))
        if name == "ratelimit429":
            return self.send(429, {"message": "Too Many Requests"}, {"Retry-After": "120"})
        if name == "forbidden":
            return self.send(403, {"message": "Resource not accessible by integration"})
        if name == "error500":
            return self.send(500, {"message": "Server Error"})
        if name == "error502":
            return self.send(502, "<html><body><h1>502 Bad Gateway</h1></body></html>", content_type="text/html")
        if name == "malformed":
            return self.send(200, '{"total_count": 3, "incomplete_results": false, "items": [{"id": 1, "na')
        if name == "noitems":
            return self.send(200, {"total_count": 3, "incomplete_results": False})
        if name == "partial":
            return self.send(200, page(partial_items(), 5))
        if name == "echo":
            return self.send(200, page([], 0))
        if name == "echoerror":
            return self.send(401, {"message": "Bad credentials; you sent " + self.headers.get("Authorization", "nothing")})
        if name == "echolower":
            return self.send(401, {"message": "bad credentials; you sent " + self.headers.get("Authorization", "nothing").lower()})
        return self.send(404, {"message": "Not Found"})


class SchemeSniffingServer(ThreadingHTTPServer):
    """http and https on one port, so that a redirect can change the scheme alone: a
    connection whose first byte opens a TLS handshake (0x16) is wrapped in TLS."""
    tls = None

    def get_request(self):
        connection, address = super().get_request()
        if self.tls is not None:
            connection.settimeout(5)
            try:
                if connection.recv(1, socket.MSG_PEEK) == b"\x16":
                    connection = self.tls.wrap_socket(connection, server_side=True)
            except (OSError, ssl.SSLError):
                pass  # the handler fails on it and the client sees the error
            connection.settimeout(None)
        return connection, address


if __name__ == "__main__":
    if os.environ.get("SERVER_TLS_CERT"):
        SchemeSniffingServer.tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        SchemeSniffingServer.tls.load_cert_chain(os.environ["SERVER_TLS_CERT"], os.environ["SERVER_TLS_KEY"])
    other = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    other.daemon_threads = True
    OTHER_PORT = other.server_address[1]
    threading.Thread(target=other.serve_forever, daemon=True).start()
    serve(Handler, MAX_LIFETIME, server_class=SchemeSniffingServer)
