"""What SwiftHub's two fake GitHub servers share: JSON replies and the loopback life cycle.

SwiftHubDataTests/server.py (fixed scenarios for the client's tests) and
EndToEnd/github_server.py (a small GitHub for the whole app) each subclass `JSONHandler` and
call `serve`.
"""

import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class JSONHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):  # keep stderr quiet
        pass

    def send(self, status, body, headers=None, content_type="application/json; charset=utf-8"):
        """Replies with `body`: bytes as they are, a str encoded, anything else as JSON."""
        data = body if isinstance(body, bytes) else (
            body.encode() if isinstance(body, str) else json.dumps(body, ensure_ascii=False).encode())
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(data)))
            for k, v in (headers or {}).items():
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (a timeout test, say); nothing to do

    def promise_body(self):
        """200 and headers promising a JSON body of 100,000 bytes, which never all come."""
        self.send_response(200)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", "100000")
        self.end_headers()

    def stall(self, seconds=600):
        """Accepts the request, promises a body and sends only its start: the client sees a
        connection that is alive and silent, the case only its timeout can end."""
        try:
            self.promise_body()
            self.wfile.write(b'{"total_count": 3, "incomplete_results": false, "items": [')
            self.wfile.flush()
            time.sleep(seconds)
        except (BrokenPipeError, ConnectionResetError):
            pass
        self.close_connection = True

    def drip(self, interval=0.3, count=200):
        """A body that keeps coming, a byte every `interval` seconds, never fast enough to
        finish (the headers promise 100,000 bytes): only a limit on the whole request ends it."""
        try:
            self.promise_body()
            for _ in range(count):
                self.wfile.write(b" ")
                self.wfile.flush()
                time.sleep(interval)
        except (BrokenPipeError, ConnectionResetError):
            pass
        self.close_connection = True

    def redirect_loop(self):
        """Sends the client back to the address it asked for, every time."""
        self.send(302, {"message": "Moved"}, {"Location": self.path})


def serve(handler, max_lifetime, server_class=ThreadingHTTPServer):
    """Binds 127.0.0.1 on a free port, prints the port alone on the first line of stdout and
    serves until stdin closes (the test went away) or `max_lifetime` seconds pass, so a crashed
    test run never leaves a server behind."""
    server = server_class(("127.0.0.1", 0), handler)
    server.daemon_threads = True  # a sleeping handler never keeps the process alive
    print(server.server_address[1], flush=True)

    def stop_when_stdin_closes():
        try:
            while sys.stdin.buffer.read(1024):
                pass
        except Exception:
            pass
        os._exit(0)

    threading.Thread(target=stop_when_stdin_closes, daemon=True).start()
    threading.Timer(max_lifetime, lambda: os._exit(0)).start()
    server.serve_forever()
