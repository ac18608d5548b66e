#!/usr/bin/python3
"""SwiftHub end to end: the real binary on a private X server, driven through the accessibility
tree (AT-SPI, pyatspi) and real pointer and keyboard input (xdotool).

    /usr/bin/python3 swifthub_e2e.py --binary .build/debug/SwiftHub [--screenshots DIR]

Run it with Debian's python3 (pyatspi is a Debian package, python3-pyatspi). It needs Xvfb,
dbus-run-session, at-spi-bus-launcher, openbox, xdotool and ImageMagick's `import`; it starts
them itself, so it needs no display and no session bus of its own and leaves nothing behind:

    outer process   starts `dbus-run-session -- python3 swifthub_e2e.py --inner …` in a process
                    group of its own, waits (with a time limit) and kills the group at the end.
    inner process   Xvfb (a free display), openbox, the accessibility bus, the GitHub-shaped
                    server (github_server.py, 127.0.0.1, port 0), then SwiftHub: against the
                    server (browsing; Ctrl+W and Ctrl+Q from each place of the focus; then as
                    an app: every shortcut with the focus in the list, in the search box and
                    nowhere, the primary and context menus, the owner page
                    pushed and popped, a second launch, the window size across launches), and
                    with --offline.

Every step checks what is on screen through the accessibility tree (row names are the row
views' accessible names, `owner/name`, and their positions; the notification "Status" and the label "Repository name"; the entry
"Search" and the combo boxes "Filter" and "Sort" in the header bar; the label naming the
filter beside the status line; the info bar) and saves a screenshot of the
screen. The screenshots' folder is printed at the start and the end. Exit status 0 when every
step passed; otherwise the failing step, the app's log and the folder are printed.
"""

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unicodedata
import urllib.request

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "..", "..", "Sources", "SwiftHubData", "Resources", "Fixtures")
SERVER = os.path.join(HERE, "github_server.py")
PORTAL = os.path.join(HERE, "fake_portal.py")
PYTHON = "/usr/bin/python3"
SCREEN = "1280x1024x24"


class StepFailed(Exception):
    pass


def log(message):
    print(message, flush=True)


# MARK: - Outer process: a private session bus and a process group to clean up


def run_outer(args):
    """Runs the test inside `dbus-run-session`, in a new process group, within a time limit."""
    env = dict(os.environ)
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    env.pop("AT_SPI_BUS_ADDRESS", None)
    command = ["dbus-run-session", "--", PYTHON, os.path.abspath(__file__), "--inner"] + sys.argv[1:]
    child = subprocess.Popen(command, env=env, start_new_session=True)

    def stop(*_):
        kill_group(child.pid)
        sys.exit(2)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    try:
        status = child.wait(timeout=args.timeout)
    except subprocess.TimeoutExpired:
        log("FAIL: the end-to-end test took longer than %d s" % args.timeout)
        status = 3
    kill_group(child.pid)
    return status


def kill_group(pgid):
    """Ends the process group this script started (the session bus and all it ran)."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(pgid, sig)
        except ProcessLookupError:
            return
        time.sleep(0.3)


# MARK: - Inner process: the display, the buses, the server and the app


class Harness:
    def __init__(self, args):
        self.args = args
        self.processes = []  # (name, Popen), stopped in reverse order
        self.work = tempfile.mkdtemp(prefix="swifthub-e2e-")
        self.shots = args.screenshots or os.path.join(self.work, "screenshots")
        os.makedirs(self.shots, exist_ok=True)
        self.shot_count = 0
        self.app = None
        self.app_log_path = None
        self.server_port = None
        self.pyatspi = None
        self.env = dict(os.environ)
        for name in ("NO_AT_BRIDGE", "GITHUB_TOKEN", "GTK_MODULES", "WAYLAND_DISPLAY"):
            self.env.pop(name, None)
        self.env.update({
            "GDK_BACKEND": "x11",
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "XDG_CACHE_HOME": os.path.join(self.work, "cache"),
            "XDG_CONFIG_HOME": os.path.join(self.work, "config"),
            "XDG_DATA_HOME": os.path.join(self.work, "data"),
            "XDG_RUNTIME_DIR": os.path.join(self.work, "runtime"),
            "GSETTINGS_BACKEND": "memory",
        })
        os.makedirs(self.env["XDG_RUNTIME_DIR"], mode=0o700, exist_ok=True)

    # Processes

    def start(self, name, command, **kwargs):
        kwargs.setdefault("env", self.env)
        kwargs.setdefault("stdin", subprocess.DEVNULL)
        kwargs.setdefault("stdout", subprocess.DEVNULL)
        kwargs.setdefault("stderr", subprocess.DEVNULL)
        process = subprocess.Popen(command, **kwargs)
        self.processes.append((name, process))
        return process

    def stop(self, process):
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        self.processes = [(n, p) for (n, p) in self.processes if p is not process]

    def stop_all(self):
        for _, process in reversed(list(self.processes)):
            self.stop(process)

    def start_display(self):
        read, write = os.pipe()
        self.start("Xvfb", ["Xvfb", "-displayfd", str(write), "-screen", "0", SCREEN, "-nolisten", "tcp", "-noreset"],
                   pass_fds=(write,))
        os.close(write)
        number = b""
        deadline = time.time() + 15
        while not number.endswith(b"\n") and time.time() < deadline:
            chunk = os.read(read, 64)
            if not chunk:
                break
            number += chunk
        os.close(read)
        if not number.strip():
            raise StepFailed("Xvfb did not start")
        self.env["DISPLAY"] = ":" + number.decode().strip()
        os.environ["DISPLAY"] = self.env["DISPLAY"]
        # A window manager, so that the app's window gets the keyboard focus like on a desktop.
        self.start("openbox", ["openbox", "--sm-disable"])
        self.wait("the window manager", lambda: subprocess.run(
            ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=self.env, capture_output=True, text=True
        ).stdout.find("window id") >= 0, timeout=10)

    def dbus(self, destination, path, method, *arguments):
        reply = subprocess.run(
            ["dbus-send", "--session", "--print-reply", "--dest=" + destination, path, method] + list(arguments),
            env=self.env, capture_output=True, text=True, timeout=10)
        return reply.stdout if reply.returncode == 0 else None

    def start_accessibility_bus(self):
        self.start("at-spi-bus-launcher", ["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"])
        # Wait for this launcher to own its name: asking org.a11y.Bus for the address before
        # would have the session bus start a second launcher, and two accessibility buses.
        self.wait("the accessibility bus launcher", lambda: "boolean true" in (self.dbus(
            "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus.NameHasOwner", "string:org.a11y.Bus") or ""),
            timeout=15)
        reply = self.wait("the accessibility bus", lambda: self.dbus("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus.GetAddress"))
        address = re.search(r'string "([^"]+)"', reply).group(1)
        # The app and this script on the very same bus, whatever else the X server says.
        self.env["AT_SPI_BUS_ADDRESS"] = os.environ["AT_SPI_BUS_ADDRESS"] = address
        import pyatspi  # after the bus is up: the library connects to it on import
        from gi.repository import GLib
        self.pyatspi = pyatspi
        self.main_context = GLib.MainContext.default()
        pyatspi.setTimeout(5000, 15000)  # a call the app does not answer gives up after 5 s, not D-Bus's 25

    def start_server(self):
        server = self.start("github_server.py", [PYTHON, "-u", SERVER], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        line = server.stdout.readline().decode().strip()
        if not line.isdigit():
            raise StepFailed("github_server.py did not print its port")
        self.server_port = int(line)
        log("GitHub-shaped server on http://127.0.0.1:%d" % self.server_port)

    def server(self, path):
        with urllib.request.urlopen("http://127.0.0.1:%d%s" % (self.server_port, path), timeout=5) as response:
            return json.loads(response.read().decode())

    def launch(self, *arguments):
        self.app_log_path = os.path.join(self.work, "swifthub-%d.log" % (len(self.processes) + 1))
        output = open(self.app_log_path, "w")
        self.app = self.start("SwiftHub", [self.args.binary] + list(arguments), stdout=output, stderr=subprocess.STDOUT)
        output.close()
        log("started SwiftHub %s (pid %d)" % (" ".join(arguments), self.app.pid))
        accessible = self.wait("SwiftHub on the accessibility bus", self.find_application, timeout=20)
        self.root = self.wait("SwiftHub's window", lambda: self.child(accessible, role="frame"), timeout=10)
        return accessible

    def quit_app(self):
        if self.app is not None:
            self.stop(self.app)
            self.app = None

    def wait_exit(self, why, timeout=10):
        """Waits for SwiftHub to exit by itself, with status 0."""
        app, self.app = self.app, None
        self.wait("SwiftHub to exit %s" % why, lambda: app.poll() is not None, timeout)
        self.processes = [(n, p) for (n, p) in self.processes if p is not app]
        if app.returncode != 0:
            raise StepFailed("SwiftHub exited with status %d %s" % (app.returncode, why))
        # One instance: a launch while the bus still lists the old one's name would hand its
        # window to a process that is gone (the bus drops the name a moment after the exit).
        self.wait("SwiftHub's name released on the session bus", lambda: "boolean false" in (self.dbus(
            "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus.NameHasOwner",
            "string:org.stategtk.SwiftHub") or ""), timeout)

    def app_log(self):
        if not self.app_log_path or not os.path.exists(self.app_log_path):
            return ""
        with open(self.app_log_path, errors="replace") as f:
            return f.read()[-4000:]

    # Waiting

    def wait(self, what, condition, timeout=10):
        """Polls `condition` until it returns something true; fails with `what` after `timeout`."""
        deadline = time.time() + timeout
        last_error = None
        while True:
            self.pump()
            if self.app is not None and self.app.poll() is not None:
                raise StepFailed("SwiftHub exited (status %s) while waiting for %s" % (self.app.returncode, what))
            try:
                value = condition()
                if value:
                    return value
            except Exception as error:  # the tree changes under us: try again
                last_error = error
            if time.time() > deadline:
                raise StepFailed("timed out after %ss waiting for %s%s" % (
                    timeout, what, " (last error: %r)" % last_error if last_error else ""))
            time.sleep(0.1)

    def pump(self):
        """Handles what the accessibility bus sent (the events that keep pyatspi's cache of the
        app's tree up to date): nothing runs a GLib main loop here otherwise."""
        if getattr(self, "main_context", None) is not None:
            while self.main_context.iteration(False):
                pass

    def expect(self, what, read, expected, timeout=10):
        """Waits until `read()` equals `expected`; fails showing the last value read."""
        seen = []

        def check():
            value = read()
            seen[:] = [value]
            return value == expected

        try:
            self.wait(what, check, timeout)
        except StepFailed as failure:
            raise StepFailed("%s\n  expected: %r\n  on screen: %r" % (failure, expected, seen[0] if seen else None))
        return expected

    # The accessibility tree

    def find_application(self):
        desktop = self.pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            application = desktop.getChildAtIndex(index)
            try:
                if application is not None and application.get_process_id() == self.app.pid:
                    return application
            except Exception:
                continue
        return None

    @staticmethod
    def children(accessible):
        return [accessible.getChildAtIndex(i) for i in range(accessible.childCount)]

    def child(self, accessible, role=None, name=None):
        for child in self.children(accessible):
            if child is not None and (role is None or child.getRoleName() == role) and (name is None or child.name == name):
                return child
        return None

    def find(self, role=None, name=None, root=None, prune="Repositories"):
        """The first accessible below `root` (the window) with this role and name, breadth first,
        preferring one that is showing: a page the navigation keeps off screen (a popped owner
        page while its transition ends) can hold a button of the same name. The lists of rows
        (the list "Repositories", an owner's "Repositories of …") are not searched unless asked
        for."""
        first = None
        queue = [root or self.root]
        while queue:
            node = queue.pop(0)
            for child in self.children(node):
                if child is None:
                    continue
                role_name = child.getRoleName()
                if (role is None or role_name == role) and (name is None or child.name == name):
                    if self.showing(child):
                        return child
                    first = first or child
                if not (role_name == "list" and prune is not None and child.name.startswith(prune)):
                    queue.append(child)
        return first

    def require(self, role, name):
        found = self.find(role=role, name=name)
        if found is None:
            raise StepFailed("no %s named %r on screen" % (role, name))
        return found

    def text(self, accessible):
        return accessible.queryText().getText(0, -1)

    def showing(self, accessible):
        return accessible.getState().contains(self.pyatspi.STATE_SHOWING)

    def list_view(self):
        """The list of repositories (a ListView: only the rows on screen, and a few around them,
        exist)."""
        return self.require("list", "Repositories")

    def list_focus(self):
        """What has the keyboard focus when the list has it: the list itself, whose rows say
        their position and selection as the arrow keys move through them."""
        return self.list_view()

    def list_panel(self):
        """The panel that holds the list's rows."""
        return self.child(self.list_view(), role="panel")

    def rows(self):
        """The accessible names of the rows that exist, in order (RepositoryRow: owner/name)."""
        panel = self.list_panel()
        return [row.name for row in self.children(panel) if row is not None and row.getRoleName() == "list item"]

    def row_positions(self, count=3):
        """The first rows as Orca reads them: the name, then "posinset of setsize"."""
        panel = self.list_panel()
        rows = [row for row in self.children(panel) if row is not None and row.getRoleName() == "list item"][:count]
        spoken = []
        for row in rows:
            attributes = dict(pair.split(":", 1) for pair in row.getAttributes())
            spoken.append("%s, %s of %s" % (row.name, attributes.get("posinset"), attributes.get("setsize")))
        return spoken

    def top_rows(self, count=6):
        """The names of the first rows, from the top of the list."""
        return self.rows()[:count]

    def run_of(self, expected):
        """"a run of the rows" when the rows that exist are consecutive rows of `expected`, in
        order (what a list showing part of `expected` has), else the rows."""
        rows = self.rows()
        if rows and rows[0] in expected:
            start = expected.index(rows[0])
            if expected[start:start + len(rows)] == rows:
                return "a run of the rows"
        return rows

    def row(self, name):
        panel = self.list_panel()
        for row in self.children(panel):
            if row is not None and row.getRoleName() == "list item" and row.name == name:
                return row
        raise StepFailed("no row named %r" % name)

    def footer(self):
        """The line below the list: a label beside the list view, in the repository list's panel
        (list < scroll pane < list view's panel < repository list's panel)."""
        panel = self.list_view().parent.parent.parent
        labels = [self.text(c) for c in self.children(panel) if c is not None and c.getRoleName() == "label"]
        return labels[0] if labels else None

    def status(self):
        # A notification: SwiftHub's status lines announce their changes (announcesChanges).
        return self.text(self.require("notification", "Status"))

    def details_title(self):
        label = self.find(role="label", name="Repository name")
        return self.text(label) if label is not None and self.showing(label) else None

    def filter_label(self):
        """The label naming the filter shown (below the list, beside the status line)."""
        queue = [self.root]
        while queue:
            node = queue.pop(0)
            for child in self.children(node):
                if child is None or child.getRoleName() == "scroll pane":
                    continue
                if child.getRoleName() == "label" and self.text(child).startswith("Filter: "):
                    return self.text(child)
                queue.append(child)
        return None

    def banner(self):
        """The info bar's message, or None when no info bar shows."""
        bar = self.find(role="info bar")
        if bar is None or not self.showing(bar):
            return None
        label = self.find(role="label", root=bar)
        return self.text(label) if label is not None else None

    def search_text(self):
        return self.text(self.require("text", "Search"))

    def focused(self, accessible):
        return accessible is not None and accessible.getState().contains(self.pyatspi.STATE_FOCUSED)

    def anywhere(self, role=None, name=None):
        """The first accessible with this role and name in any of the app's windows (popovers
        and dialogs included), breadth first, without searching lists of rows."""
        application = self.find_application()
        for window in self.children(application) if application is not None else []:
            if window is None:
                continue
            if (role is None or window.getRoleName() == role) and (name is None or window.name == name):
                return window
            found = self.find(role=role, name=name, root=window, prune=None)
            if found is not None:
                return found
        return None

    def showing_anywhere(self, role=None, name=None):
        found = self.anywhere(role, name)
        return found if found is not None and self.showing(found) else None

    def menu_item(self, name):
        """A showing item of an open menu: popovers are the window's children after its title
        bar and content, so a button of the window with the same name never counts."""
        for popover in self.children(self.root)[2:]:
            if popover is not None and self.showing(popover):
                found = self.find(name=name, root=popover, prune=None)
                if found is not None and self.showing(found):
                    return found
        return None

    def still(self, accessible):
        """Whether `accessible` stays where it is for a moment (a menu may move after it maps)."""
        def box():
            b = accessible.queryComponent().getExtents(self.pyatspi.DESKTOP_COORDS)
            return (b.x, b.y, b.width, b.height)
        first = box()
        time.sleep(0.15)
        self.pump()
        return first == box()

    def frame_button(self, name):
        """A window button of the header bar, once it is on screen (a maximised window's
        buttons are made again, and are nowhere for a moment)."""
        button = self.find(role="push button", name=name)
        if button is None or not self.showing(button):
            return None
        box = button.queryComponent().getExtents(self.pyatspi.DESKTOP_COORDS)
        return button if box.width > 0 and box.x >= 0 and box.y >= 0 else None

    def requests(self):
        """How many API requests the GitHub-shaped server has answered."""
        return len(self.server("/_log"))

    def background_brightness(self):
        """"dark" or "light": the background at the bottom of the details column (empty there)."""
        box = self.require("panel", "Details").parent.queryComponent().getExtents(self.pyatspi.DESKTOP_COORDS)
        pixel = subprocess.run(["import", "-window", "root", "-crop", "1x1+%d+%d" % (box.x + box.width // 2, box.y + box.height - 5), "txt:-"],
                               env=self.env, capture_output=True, text=True, timeout=20).stdout
        match = re.search(r"srgb\((\d+),(\d+),(\d+)\)", pixel)  # 0-255 whatever ImageMagick's depth
        if not match:
            return None
        return "dark" if sum(int(v) for v in match.groups()) / 3 < 128 else "light"

    def xdotool_window(self):
        """The X window id of SwiftHub's window (xdotool's numbering)."""
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.app.pid)], env=self.env,
                               capture_output=True, text=True, timeout=10).stdout.split()
        if not found:
            found = subprocess.run(["xdotool", "search", "--pid", str(self.app.pid)], env=self.env,
                                   capture_output=True, text=True, timeout=10).stdout.split()
        if not found:
            raise StepFailed("no X window of SwiftHub")
        return found[-1]

    def window_size(self):
        box = self.root.queryComponent().getExtents(self.pyatspi.DESKTOP_COORDS)
        return (box.width, box.height)

    # Input

    def xdotool(self, *arguments):
        subprocess.run(["xdotool"] + [str(a) for a in arguments], env=self.env, check=True, timeout=20)

    def center(self, accessible, within=None):
        """The middle of an accessible on screen, kept inside `within` (the visible list)."""
        box = accessible.queryComponent().getExtents(self.pyatspi.DESKTOP_COORDS)
        left, top, right, bottom = box.x, box.y, box.x + box.width, box.y + box.height
        if within is not None:
            clip = within.queryComponent().getExtents(self.pyatspi.DESKTOP_COORDS)
            left, top = max(left, clip.x), max(top, clip.y)
            right, bottom = min(right, clip.x + clip.width), min(bottom, clip.y + clip.height)
            if right <= left or bottom <= top:
                raise StepFailed("%r is scrolled out of view" % accessible.name)
        return (left + right) // 2, (top + bottom) // 2

    def click(self, accessible, within=None, button=1):
        x, y = self.center(accessible, within)
        self.xdotool("mousemove", "--sync", x, y)
        self.xdotool("click", button)

    # Screenshots

    def screenshot(self, name):
        self.shot_count += 1
        path = os.path.join(self.shots, "%02d-%s.png" % (self.shot_count, name))
        time.sleep(0.2)  # let the last frame be drawn
        subprocess.run(["import", "-window", "root", path], env=self.env, check=True, timeout=20,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        log("  screenshot %s" % path)
        return path


# MARK: - What the test expects


def fixture_names(filter_name, page):
    with open(os.path.join(FIXTURES, "%s-%d.json" % (filter_name, page)), encoding="utf-8") as f:
        return [item["full_name"] for item in json.load(f)["items"]]


def fixture_items(filter_name, page):
    with open(os.path.join(FIXTURES, "%s-%d.json" % (filter_name, page)), encoding="utf-8") as f:
        return json.load(f)["items"]


def fold(text):
    """RepositoryFilter's folding: no case, no diacritics or other combining marks, normal width."""
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if unicodedata.category(c) not in ("Mn", "Me")).casefold()


def matching(items, term):
    """The full names of the items the app's search box keeps for `term`."""
    words = fold(term).split()
    result = []
    for item in items:
        owner = item["owner"]["login"]
        fields = [item["name"], owner, item["full_name"], item.get("description") or ""] + list(item.get("topics") or [])
        key = fold("\n".join(fields))
        if all(word in key for word in words):
            result.append(item["full_name"])
    return result


def step(title):
    log("step: " + title)


def online_steps(h):
    """SwiftHub against the GitHub-shaped server: browse, filter, search, select, page, fail."""
    h.launch("--api-base", "http://127.0.0.1:%d" % h.server_port)

    step("the first page shows")
    week = fixture_names("lastWeek", 1)
    h.expect("the first page of last week's repositories", h.top_rows, week[:6], timeout=20)
    h.expect("the status line", h.status, "30 repositories · from GitHub")
    h.expect("the filter label", h.filter_label, "Filter: Last week")
    h.expect("the first repository's details", h.details_title, week[0])
    h.expect("no banner", h.banner, None)
    if h.require("combo box", "Filter").name != "Filter" or h.require("combo box", "Sort") is None:
        raise StepFailed("the choosers are not named")
    h.expect("what a screen reader says of the first rows (name, position of the list's size)", h.row_positions,
             ["%s, %d of 30" % (name, index + 1) for index, name in enumerate(week[:3])])
    h.expect("the search field's name", lambda: h.require("text", "Search").name, "Search")
    h.screenshot("first-page")

    step("choose another filter (click the Filter box, then 'Last month' in its menu)")
    h.click(h.require("combo box", "Filter"))
    item = h.wait("the filter menu", lambda: next(
        (m for m in h.children(h.child(h.require("combo box", "Filter"), role="menu"))
         if m.name == "Last month" and h.showing(m)), None), timeout=10)
    h.wait("the menu on screen", lambda: item.queryComponent().getExtents(h.pyatspi.DESKTOP_COORDS).width > 1, timeout=5)
    h.wait("the menu in its place", lambda: h.still(item), timeout=5)  # a combo's menu settles after it maps
    h.screenshot("filter-menu")
    h.click(item)
    month_items = fixture_items("lastMonth", 1)
    month = [i["full_name"] for i in month_items]
    h.expect("last month's repositories", h.top_rows, month[:6])
    h.expect("the filter label", h.filter_label, "Filter: Last month")
    h.expect("the status line", h.status, "30 repositories · from GitHub")
    h.expect("the details", h.details_title, month[0])
    h.screenshot("filter-last-month")

    step("type in the search box")
    term = month_items[2]["owner"]["login"]
    expected = matching(month_items, term)
    if not 0 < len(expected) < 30:
        raise StepFailed("the fixtures have no good search term (%r finds %d)" % (term, len(expected)))
    h.click(h.require("text", "Search"))
    h.xdotool("type", "--delay", 40, term)
    h.expect("the search text", h.search_text, term)
    h.expect("only the matching rows", h.rows, expected)
    h.expect("the status line", h.status, "%d of 30 repositories · from GitHub" % len(expected))
    h.expect("the details of the first match", h.details_title, expected[0])
    h.screenshot("search")
    h.xdotool("key", "Escape")
    h.expect("every row after Escape", h.top_rows, month[:6])
    h.expect("an empty search box", h.search_text, "")

    step("open a repository's details (click its row)")
    target = month[3]
    scroller = h.list_view()
    h.click(h.row(target), within=scroller)
    h.expect("the clicked repository's details", h.details_title, target)
    h.screenshot("details")
    step("and the next one with the Down key")
    h.xdotool("key", "Down")
    h.expect("the next repository's details", h.details_title, month[4])
    h.expect("the filter (Down is the list's, not the filter's)", h.filter_label, "Filter: Last month")

    step("scroll to the end of the list (mouse wheel) to load the next page")
    x, y = h.center(scroller)
    h.xdotool("mousemove", "--sync", x, y)
    page2 = fixture_names("lastMonth", 2)

    def scrolled_and_loaded():
        h.xdotool("click", "--repeat", 10, "--delay", 15, 5)
        return h.status().startswith("60 repositories")

    h.wait("the second page after scrolling", scrolled_and_loaded, timeout=20)
    h.expect("both pages", lambda: h.run_of(month + page2), "a run of the rows")
    h.expect("the status line", h.status, "60 repositories · from GitHub")
    h.screenshot("next-page")

    step("a rate limit while loading the third page shows in the window")
    h.server("/_mode?set=ratelimit")
    asked = time.time()

    def failed():
        h.xdotool("click", "--repeat", 10, "--delay", 15, 5)
        return h.banner()

    message = h.wait("the rate limit in the banner", failed, timeout=20)
    match = re.fullmatch(r"GitHub's rate limit is used up\. It resets at (\d\d):(\d\d)\.", message or "")
    if not match:
        raise StepFailed("unexpected banner text: %r" % message)
    resets = time.localtime(asked + 600)
    shown = int(match.group(1)) * 60 + int(match.group(2))
    wanted = resets.tm_hour * 60 + resets.tm_min
    if min(abs(shown - wanted), 1440 - abs(shown - wanted)) > 2:
        raise StepFailed("the reset time %s:%s is not ten minutes from now" % match.groups())
    h.expect("the rows that were shown", lambda: h.run_of(month + page2), "a run of the rows")
    h.expect("no row was lost", h.status, "60 repositories · from GitHub")
    h.expect("the line below the rows", h.footer, "Could not load more repositories.")
    h.require("push button", "Retry")
    h.screenshot("rate-limit")

    step("Retry (click) recovers once GitHub answers again")
    h.server("/_mode?set=ok")
    h.click(h.require("push button", "Retry"))
    h.expect("the third page", lambda: h.run_of(month + page2 + fixture_names("lastMonth", 3)), "a run of the rows")
    h.expect("no banner", h.banner, None)
    h.expect("the status line", h.status, "90 repositories · from GitHub · all loaded")
    h.screenshot("retry")
    h.quit_app()


def owner_rows(login):
    """What the owner page lists for `login` from the server: its repositories most starred
    first (the server's order kept among equals), the server-only one last (no stars)."""
    seen, items = set(), []
    for name in sorted(os.listdir(FIXTURES)):
        if re.fullmatch(r"[a-zA-Z]+-\d+\.json", name):
            with open(os.path.join(FIXTURES, name), encoding="utf-8") as f:
                for item in json.load(f)["items"]:
                    if item["owner"]["login"].lower() == login.lower() and item["id"] not in seen:
                        seen.add(item["id"])
                        items.append(item)
    ordered = [i["full_name"] for i in sorted(items, key=lambda i: -i["stargazers_count"])]
    return ordered + ["%s/served-by-the-test-server" % items[0]["owner"]["login"]]


def refresh_keys(h, where):
    """F5 and Ctrl+R each ask the server again."""
    for key in ("F5", "ctrl+r"):
        before = h.requests()
        h.xdotool("key", key)
        h.wait("a request after %s %s" % (key, where), lambda: h.requests() > before)


def refresh_then_search(h, where):
    """F5 and Ctrl+R ask the server again, then Ctrl+F puts the focus in the search box."""
    refresh_keys(h, where)
    h.xdotool("key", "ctrl+f")
    h.wait("the search box has the focus after Ctrl+F %s" % where, lambda: h.focused(h.require("text", "Search")))


def focus_nowhere(h, login):
    """Pushes the owner page with the details' owner button and pops it with the Back button:
    the Back button took the focus and hid, so nothing in the window has it (GTK moves it
    nowhere else)."""
    h.click(h.require("push button", "Repositories of %s" % login))
    h.wait("the owner page", lambda: h.showing_anywhere("list", "Repositories of %s" % login), timeout=10)
    back = h.wait("the back button", lambda: h.showing_anywhere("push button", "Back"))
    h.click(back)
    h.wait("the home list again", lambda: h.showing(h.list_view()))
    h.wait("the back button hidden", lambda: h.showing_anywhere("push button", "Back") is None)
    require_focus_nowhere(h, "after the Back button hid")


def focused_anywhere(h):
    """The accessible that has the keyboard focus in SwiftHub's window, or None."""
    queue = [h.root]
    while queue:
        for child in h.children(queue.pop(0)):
            if child is None:
                continue
            if h.focused(child):
                return child
            if child.getRoleName() != "list":
                queue.append(child)
    return None


def require_focus_nowhere(h, when):
    """Nothing in the window has the keyboard focus (the lists' rows never take it)."""
    focus = focused_anywhere(h)
    if focus is not None:
        raise StepFailed("%s %r has the focus %s" % (focus.getRoleName(), focus.name, when))


def shortcuts_window(h, where):
    """Ctrl+? opens the shortcuts window; Escape closes it, and SwiftHub's window is the active
    one again (the caller checks that the focus inside it did not move)."""
    h.xdotool("key", "ctrl+question")
    h.wait("the shortcuts window after Ctrl+? %s" % where, lambda: h.showing_anywhere(name="Shortcuts"))
    h.xdotool("key", "Escape")
    h.wait("the shortcuts window closed", lambda: h.showing_anywhere(name="Shortcuts") is None)
    h.wait("SwiftHub's window active again", lambda: h.root.getState().contains(h.pyatspi.STATE_ACTIVE))


def no_row_menu(h, in_search_box):
    """The Menu key and Shift+F10 open the selected row's context menu only when the list has
    the focus: a row's menu is about the selected row, which is the list's. In the search box
    they open the entry's own menu (GTK's Cut, Copy, Paste, Select All), which Escape closes;
    with the focus nowhere nothing takes them. Either way no row's menu opens."""
    where = "in the search box" if in_search_box else "with the focus nowhere"
    entry_menu = lambda: h.showing_anywhere("menu item", "Select All")
    for key in ("Menu", "shift+F10"):
        h.xdotool("key", key)
        if in_search_box:
            h.wait("the search box's own menu after %s" % key, entry_menu)
        else:
            time.sleep(0.5)  # a menu would be open by now (it is at once in the search box)
            h.pump()
            if entry_menu() is not None:
                raise StepFailed("%s %s opened the search box's menu" % (key, where))
        if h.menu_item("Copy URL") is not None:
            raise StepFailed("%s %s opened a row's context menu" % (key, where))
        h.xdotool("key", "Escape")
        h.wait("no menu open after Escape", lambda: entry_menu() is None and h.menu_item("Copy URL") is None)


def ending_steps(h):
    """Ctrl+W and Ctrl+Q end SwiftHub wherever the focus is: a launch for each (the window-state
    steps end it with Ctrl+W from the search box and with Ctrl+Q from the list and the search
    box; these are the other three)."""
    week_items = fixture_items("lastWeek", 1)
    for key, name, where in (("ctrl+w", "Ctrl+W", "in the list"), ("ctrl+w", "Ctrl+W", "nowhere"), ("ctrl+q", "Ctrl+Q", "nowhere")):
        step("%s with the focus %s ends SwiftHub" % (name, where))
        h.launch("--api-base", "http://127.0.0.1:%d" % h.server_port)
        h.expect("the first page", h.top_rows, [i["full_name"] for i in week_items[:6]], timeout=20)
        h.expect("the first repository's details", h.details_title, week_items[0]["full_name"])
        if where == "in the list":
            h.wait("the list has the focus", lambda: h.focused(h.list_focus()))
        else:
            focus_nowhere(h, week_items[0]["owner"]["login"])
        h.xdotool("key", key)
        h.wait_exit("after %s with the focus %s" % (name, where))


def application_steps(h):
    """What makes SwiftHub an app: shortcuts wherever the focus is, the primary menu, a row's
    context menu, the owner page pushed and popped, the window size, one instance."""
    h.launch("--api-base", "http://127.0.0.1:%d" % h.server_port)
    week_items = fixture_items("lastWeek", 1)
    week = [i["full_name"] for i in week_items]
    h.expect("the first page", h.top_rows, week[:6], timeout=20)
    scroller = h.list_view()

    step("shortcuts with the focus in the list: Ctrl+? shows the shortcuts, F5 and Ctrl+R refresh, Ctrl+F goes to the search box")
    h.wait("the list has the focus", lambda: h.focused(h.list_focus()))
    shortcuts_window(h, "with the focus in the list")
    h.wait("the list has the focus still", lambda: h.focused(h.list_focus()))
    refresh_then_search(h, "with the focus in the list")

    step("shortcuts with the focus in the search box: F5 and Ctrl+R refresh, Ctrl+F and Ctrl+? keep it there")
    search = h.require("text", "Search")
    refresh_keys(h, "with the focus in the search box")
    h.expect("an empty search box (F5 and Ctrl+R typed nothing)", h.search_text, "")
    h.xdotool("key", "ctrl+f")
    shortcuts_window(h, "with the focus in the search box")
    h.wait("the search box has the focus still", lambda: h.focused(search))

    step("the Menu key, Shift+F10 and Alt+Left in the search box: no row's menu, no page to go back to")
    no_row_menu(h, in_search_box=True)
    h.wait("the search box has the focus still", lambda: h.focused(search))
    h.xdotool("type", "--delay", 40, "swift")
    h.expect("the typed text", h.search_text, "swift")
    # Alt+Left goes back from a pushed page; the search box only shows on the home page, where
    # there is none: it does nothing, and is not the entry's Left either (the next letter goes
    # at the end).
    h.xdotool("key", "alt+Left")
    h.xdotool("type", "x")
    h.expect("the text after Alt+Left and x", h.search_text, "swiftx")
    h.wait("the search box has the focus still", lambda: h.focused(search))
    if not h.showing(h.list_view()):
        raise StepFailed("Alt+Left in the search box left the home list")
    h.xdotool("key", "Escape")
    h.expect("an empty search box", h.search_text, "")

    step("the Menu key and Shift+F10 open the selected row's context menu")
    h.click(h.row(week[1]), within=scroller)
    h.expect("the clicked repository's details", h.details_title, week[1])
    for key in ("Menu", "shift+F10"):
        h.xdotool("key", key)
        h.wait("the context menu after %s" % key, lambda: h.menu_item("Copy URL"))
        h.xdotool("key", "Escape")
        h.wait("the context menu closed", lambda: h.menu_item("Copy URL") is None)

    step("a row's context menu (right click): Copy URL, pasted into the search box")
    copied = week_items[2]
    h.click(h.row(copied["full_name"]), within=scroller, button=3)
    h.click(h.wait("the Copy URL item", lambda: h.menu_item("Copy URL"), timeout=10))
    h.wait("the context menu closed", lambda: h.menu_item("Copy URL") is None)
    h.xdotool("key", "ctrl+f")
    h.xdotool("key", "ctrl+v")
    h.expect("the repository's URL in the search box", h.search_text, copied["html_url"])
    h.xdotool("key", "Escape")
    h.expect("an empty search box", h.search_text, "")

    step("a row's context menu (right click): the owner's repositories")
    target = week_items[4]
    login = target["owner"]["login"]
    h.click(h.row(target["full_name"]), within=scroller)
    h.expect("the clicked repository's details", h.details_title, target["full_name"])
    h.xdotool("click", "--repeat", 3, "--delay", 30, 5)  # scroll down a little, with the pointer over the list
    row_box = lambda: h.row(target["full_name"]).queryComponent().getExtents(h.pyatspi.DESKTOP_COORDS)
    scrolled_to = h.wait("the row on screen", lambda: (row_box().x, row_box().y))
    h.click(h.row(target["full_name"]), within=scroller, button=3)
    item = h.wait("the context menu", lambda: h.menu_item("Repositories of %s" % login), timeout=10)
    if h.menu_item("Copy URL") is None or h.menu_item("Open on GitHub") is None:
        raise StepFailed("the context menu lacks Copy URL or Open on GitHub")
    h.screenshot("context-menu")
    before = h.requests()
    h.click(item)
    owner = h.wait("the owner page", lambda: h.showing_anywhere("list", "Repositories of %s" % login), timeout=10)
    expected = owner_rows(login)
    owner_names = lambda: [r.name for r in h.children(h.child(owner, role="panel"))
                           if r is not None and r.getRoleName() == "list item"]
    h.expect("the owner's repositories from the server", owner_names, expected)
    h.expect("the owner status", lambda: h.text(h.require("notification", "Owner status")),
             "%d repositories of %s · from GitHub" % (len(expected), login))
    if h.requests() <= before:
        raise StepFailed("the owner page made no request")
    h.wait("the home list's filter, sort and search hidden", lambda: not h.showing(h.require("combo box", "Filter")))
    h.screenshot("owner-page")

    step("Alt+Left with the focus in the owner's list goes back: the list keeps its selection and scroll position")
    h.wait("the owner's list has the focus", lambda: h.focused(owner))
    h.xdotool("key", "alt+Left")
    h.wait("the home list again", lambda: h.showing(h.list_view()))
    h.expect("the selected repository", h.details_title, target["full_name"])
    h.wait("the filter, sort and search back", lambda: h.showing(h.require("combo box", "Filter")))
    h.expect("the row where it was", lambda: (row_box().x, row_box().y), scrolled_to)
    h.wait("the owner page gone", lambda: h.anywhere("list", "Repositories of %s" % login) is None)
    h.screenshot("back")

    step("the details' owner button pushes it again; the Back button pops, and the focus is nowhere")
    focus_nowhere(h, login)

    step("shortcuts with the focus nowhere: Ctrl+?, the Menu key, Shift+F10, Alt+Left, F5, Ctrl+R, Ctrl+F")
    shortcuts_window(h, "with the focus nowhere")
    require_focus_nowhere(h, "after the shortcuts window closed")
    no_row_menu(h, in_search_box=False)
    require_focus_nowhere(h, "after the Menu key and Shift+F10")
    # With a page pushed the focus is never nowhere (the owner page puts it in its list): here
    # Alt+Left has no page to go back to, and does nothing. F5 and Ctrl+R come after it: once
    # their requests arrive, Alt+Left has been handled.
    h.xdotool("key", "alt+Left")
    refresh_keys(h, "with the focus nowhere")
    if not h.showing(h.list_view()) or h.anywhere("list", "Repositories of %s" % login) is not None:
        raise StepFailed("Alt+Left with the focus nowhere and no page pushed changed the page")
    require_focus_nowhere(h, "after Alt+Left, F5 and Ctrl+R")
    h.xdotool("key", "ctrl+f")
    h.wait("the search box has the focus after Ctrl+F with the focus nowhere", lambda: h.focused(h.require("text", "Search")))

    step("the primary menu: Refresh, Keyboard Shortcuts, About")
    menu_button = h.require("toggle button", "Main Menu")
    h.click(menu_button)
    refresh = h.wait("the primary menu", lambda: h.menu_item("Refresh"))
    h.screenshot("primary-menu")
    before = h.requests()
    h.click(refresh)
    h.wait("a request after the Refresh item", lambda: h.requests() > before)
    h.click(menu_button)
    h.click(h.wait("the Keyboard Shortcuts item", lambda: h.menu_item("Keyboard Shortcuts")))
    shortcuts = h.wait("the shortcuts window", lambda: h.showing_anywhere(name="Shortcuts"))
    h.screenshot("shortcuts")
    h.xdotool("key", "Escape")
    h.wait("the shortcuts window closed", lambda: h.showing_anywhere(name="Shortcuts") is None)
    h.xdotool("key", "ctrl+question")
    h.wait("the shortcuts window after Ctrl+?", lambda: h.showing_anywhere(name="Shortcuts"))
    h.xdotool("key", "Escape")
    h.wait("the shortcuts window closed", lambda: h.showing_anywhere(name="Shortcuts") is None)
    h.click(menu_button)
    h.click(h.wait("the About item", lambda: h.menu_item("About SwiftHub")))
    h.wait("the About dialog", lambda: h.showing_anywhere("dialog", "About SwiftHub"))
    h.screenshot("about")
    h.xdotool("key", "Escape")
    h.wait("the About dialog closed", lambda: h.showing_anywhere("dialog", "About SwiftHub") is None)

    step("a second launch activates the first instance's window and exits")
    first = h.app
    h.xdotool("windowminimize", "--sync", h.xdotool_window())
    h.wait("the window minimised", lambda: h.root.getState().contains(h.pyatspi.STATE_ICONIFIED))
    second = subprocess.run([h.args.binary, "--api-base", "http://127.0.0.1:%d" % h.server_port], env=h.env,
                            capture_output=True, text=True, timeout=20)
    if second.returncode != 0:
        raise StepFailed("the second launch exited with %d: %s" % (second.returncode, second.stderr[-500:]))
    h.wait("the first window shown again", lambda: not h.root.getState().contains(h.pyatspi.STATE_ICONIFIED))
    if first.poll() is not None:
        raise StepFailed("the first instance went away")

    step("resize, then Ctrl+W with the focus in the search box closes the window and the app")
    h.xdotool("windowsize", "--sync", h.xdotool_window(), 900, 620)
    size = h.wait("the new size", lambda: h.window_size() if h.window_size() != (0, 0) and abs(h.window_size()[0] - 900) < 60 else None)
    h.xdotool("key", "ctrl+f")
    h.wait("the search box has the focus", lambda: h.focused(h.require("text", "Search")))
    h.xdotool("key", "ctrl+w")
    h.wait_exit("after Ctrl+W")

    step("the next launch opens at that size; maximise, Ctrl+Q with the focus in the list quits")
    h.launch("--api-base", "http://127.0.0.1:%d" % h.server_port)
    h.expect("the window size of the last launch", h.window_size, size)
    h.screenshot("size-restored")
    h.click(h.wait("the header bar's maximise button on screen", lambda: h.frame_button("Maximize")))  # client-side frame
    screen_width = int(SCREEN.split("x")[0])
    h.wait("the window maximised", lambda: h.window_size()[0] >= screen_width - 40)
    h.wait("the list has the focus", lambda: h.focused(h.list_focus()))
    h.xdotool("key", "ctrl+q")
    h.wait_exit("after Ctrl+Q")

    step("the next launch opens maximised; Ctrl+Q with the focus in the search box quits")
    h.launch("--api-base", "http://127.0.0.1:%d" % h.server_port)
    h.wait("the window maximised", lambda: h.window_size()[0] >= screen_width - 40)
    h.click(h.wait("the header bar's restore button on screen", lambda: h.frame_button("Restore") or h.frame_button("Maximize")))
    h.expect("the size from before it was maximised", h.window_size, size)
    h.xdotool("key", "ctrl+f")
    h.wait("the search box has the focus", lambda: h.focused(h.require("text", "Search")))
    h.xdotool("key", "ctrl+q")
    h.wait_exit("after Ctrl+Q")


def appearance_steps(h):
    """The dark style follows the desktop: a settings portal stating dark, then light."""
    portal = h.start("fake_portal.py", [PYTHON, "-u", PORTAL, "dark"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    if portal.stdout.readline().decode().strip() != "ready":
        raise StepFailed("the fake settings portal did not start")
    h.launch("--offline")
    week = fixture_names("lastWeek", 1)
    h.expect("the built-in repositories", h.top_rows, week[:6], timeout=20)
    step("the desktop prefers dark: SwiftHub is dark")
    h.expect("a dark window", h.background_brightness, "dark")
    h.screenshot("dark")
    step("the desktop switches to light while SwiftHub runs")
    portal.stdin.write(b"light\n")
    portal.stdin.flush()
    if portal.stdout.readline().decode().strip() != "changed":
        raise StepFailed("the fake settings portal did not switch")
    h.expect("a light window", h.background_brightness, "light")
    h.quit_app()
    h.stop(portal)


def offline_steps(h):
    """SwiftHub --offline: the built-in repositories and a notice, and no request at all."""
    before = len(h.server("/_log"))
    h.launch("--offline")
    step("offline: the built-in data with a notice")
    week = fixture_names("lastWeek", 1)
    h.expect("the built-in repositories", h.top_rows, week[:6], timeout=20)
    h.expect("the offline notice", h.banner, "Offline mode: showing the repositories built into SwiftHub.")
    h.expect("the status line", h.status, "30 repositories · built-in data")
    h.expect("the details", h.details_title, week[0])
    if h.find(role="push button", name="Retry") is not None:
        raise StepFailed("offline mode offers Retry")
    h.screenshot("offline")
    after = len(h.server("/_log"))
    if after != before:
        raise StepFailed("--offline made %d requests" % (after - before))
    h.quit_app()


def tab_to(h, what, found, key="Tab", limit=30):
    """Presses Tab (or `key`) until `found(focused)` holds: the control is reachable."""
    seen = []
    for _ in range(limit):
        h.xdotool("key", key)
        time.sleep(0.05)
        focus = None
        try:
            h.pump()
            focus = focused_anywhere(h)
        except Exception:
            pass
        seen.append("%s %r" % (focus.getRoleName(), focus.name) if focus is not None else "nothing")
        if focus is not None and found(focus):
            return focus
    raise StepFailed("%s is not reachable with %s (%d presses; the focus went to %s)" % (what, key, limit, ", ".join(seen)))


def keyboard_steps(h):
    """Every SwiftHub feature with the keyboard alone: xdotool types keys, nothing clicks."""
    h.launch("--api-base", "http://127.0.0.1:%d" % h.server_port)
    week_items = fixture_items("lastWeek", 1)
    week = [i["full_name"] for i in week_items]
    h.expect("the first page", h.top_rows, week[:6], timeout=20)

    step("keyboard: the list has the focus; Down, Down, Up move the selection and the details follow")
    h.wait("the list has the focus", lambda: h.focused(h.list_focus()))
    for key, index in (("Down", 1), ("Down", 2), ("Up", 1)):
        h.xdotool("key", key)
        h.expect("the details after %s" % key, h.details_title, week[index])

    step("keyboard: Ctrl+F, typing filters the list, Escape clears it")
    term = week_items[4]["owner"]["login"]
    expected = matching(week_items, term)
    h.xdotool("key", "ctrl+f")
    h.wait("the search box has the focus", lambda: h.focused(h.require("text", "Search")))
    h.xdotool("type", "--delay", 40, term)
    h.expect("only the matching rows", h.rows, expected)
    h.xdotool("key", "Escape")
    h.expect("an empty search box", h.search_text, "")

    step("keyboard: Tab reaches the list, then the details and the Filter chooser; Down there chooses the next filter")
    tab_to(h, "the list", lambda f: f.getRoleName() == "list")
    tab_to(h, "the details' owner button", lambda f: f.getRoleName() == "push button" and f.name.startswith("Repositories of"))
    tab_to(h, "the Filter chooser", lambda f: f.getRoleName() == "combo box" and f.name == "Filter")
    h.xdotool("key", "Down")
    month = fixture_names("lastMonth", 1)
    h.expect("the filter label", h.filter_label, "Filter: Last month")
    h.expect("last month's repositories", h.top_rows, month[:6])

    step("keyboard: Tab reaches the list; the Menu key opens the selected row's menu; its owner item opens the owner page")
    tab_to(h, "the list", lambda f: f.getRoleName() == "list")
    h.xdotool("key", "Home")
    h.expect("the first repository's details after Home", h.details_title, month[0])
    h.xdotool("key", "Down")
    h.expect("the second repository's details", h.details_title, month[1])
    login = month[1].split("/")[0]
    h.xdotool("key", "Menu")
    h.wait("the row's context menu", lambda: h.menu_item("Repositories of %s" % login))
    tab_to(h, "the owner's item", lambda f: f.name == "Repositories of %s" % login, key="Down", limit=6)
    h.xdotool("key", "Return")
    owner = h.wait("the owner page", lambda: h.showing_anywhere("list", "Repositories of %s" % login), timeout=10)
    h.wait("the owner's list has the focus", lambda: h.focused(owner))

    step("keyboard: Alt+Left goes back to the list, its selection kept")
    h.xdotool("key", "alt+Left")
    h.wait("the home list again", lambda: h.showing(h.list_view()))
    h.expect("the selection kept", h.details_title, month[1])

    step("keyboard: Tab reaches the details' owner button; Return opens the owner page; Alt+Left comes back")
    tab_to(h, "the details' owner button", lambda f: f.getRoleName() == "push button" and f.name == "Repositories of %s" % login)
    h.xdotool("key", "Return")
    h.wait("the owner page", lambda: h.showing_anywhere("list", "Repositories of %s" % login), timeout=10)
    h.xdotool("key", "alt+Left")
    h.wait("the home list again", lambda: h.showing(h.list_view()))

    step("keyboard: Ctrl+? shows the shortcuts window, Escape closes it")
    shortcuts_window(h, "from the keyboard")

    step("keyboard: F10 opens the primary menu and closes it; Tab reaches its button, Return opens it; its About item opens the About dialog; Escape closes it")
    h.xdotool("key", "F10")
    h.wait("the primary menu after F10", lambda: h.menu_item("About SwiftHub"))
    h.xdotool("key", "Escape")
    h.wait("the primary menu closed", lambda: h.menu_item("About SwiftHub") is None)
    tab_to(h, "the primary menu's button", lambda f: f.name == "Main Menu")
    h.xdotool("key", "Return")
    h.wait("the primary menu", lambda: h.menu_item("About SwiftHub"))
    tab_to(h, "the About item", lambda f: f.name == "About SwiftHub", key="Down", limit=8)
    h.xdotool("key", "Return")
    h.wait("the About dialog", lambda: h.showing_anywhere("dialog", "About SwiftHub"))
    h.xdotool("key", "Escape")
    h.wait("the About dialog closed", lambda: h.showing_anywhere("dialog", "About SwiftHub") is None)

    step("keyboard: Ctrl+Q quits")
    h.xdotool("key", "ctrl+q")
    h.wait_exit("after Ctrl+Q")


STEPS = [("online", online_steps), ("ending", ending_steps), ("application", application_steps),
         ("keyboard", keyboard_steps), ("offline", offline_steps), ("appearance", appearance_steps)]


def run_inner(args):
    h = Harness(args)
    log("screenshots: %s" % h.shots)
    started = time.time()
    try:
        h.start_display()
        h.start_accessibility_bus()
        h.start_server()
        for name, steps in STEPS:
            if not args.steps or name in args.steps.split(","):
                steps(h)
    except Exception as failure:
        log("FAIL: %s" % failure)
        if not isinstance(failure, StepFailed):
            import traceback
            traceback.print_exc()
        try:
            h.screenshot("failure")
        except Exception:
            pass
        app_log = h.app_log()
        if app_log:
            log("--- SwiftHub's output ---\n%s\n---" % app_log)
        log("screenshots: %s" % h.shots)
        return 1
    finally:
        h.stop_all()
        if args.screenshots:
            shutil.rmtree(h.work, ignore_errors=True)
        else:
            for name in os.listdir(h.work):
                if name != "screenshots":
                    shutil.rmtree(os.path.join(h.work, name), ignore_errors=True)
    log("PASS: %d screenshots in %s (%.1f s)" % (h.shot_count, h.shots, time.time() - started))
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", required=True, help="the SwiftHub executable (.build/debug/SwiftHub)")
    parser.add_argument("--screenshots", help="folder for the screenshots (default: a new temporary folder)")
    parser.add_argument("--timeout", type=int, default=90, help="seconds for the whole run")
    parser.add_argument("--steps", help="only these groups of steps, comma-separated (online, ending, application, keyboard, offline, appearance)")
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    args.binary = os.path.abspath(args.binary)
    if args.screenshots:
        args.screenshots = os.path.abspath(args.screenshots)
    if not os.access(args.binary, os.X_OK):
        log("FAIL: no SwiftHub executable at %s (swift build first)" % args.binary)
        return 2
    missing = [tool for tool in ("Xvfb", "dbus-run-session", "openbox", "xdotool", "import", "xprop", "dbus-send")
               if shutil.which(tool) is None]
    if not os.path.exists("/usr/libexec/at-spi-bus-launcher"):
        missing.append("/usr/libexec/at-spi-bus-launcher")
    has_pyatspi = "import importlib.util, sys; sys.exit(importlib.util.find_spec('pyatspi') is None)"
    if not os.path.exists(PYTHON) or subprocess.run([PYTHON, "-c", has_pyatspi]).returncode != 0:
        missing.append("pyatspi for %s" % PYTHON)
    if missing:
        log("FAIL: missing %s (apt-get install python3-pyatspi xvfb dbus at-spi2-core openbox xdotool imagemagick x11-utils)"
            % ", ".join(missing))
        return 2
    return run_inner(args) if args.inner else run_outer(args)


if __name__ == "__main__":
    sys.exit(main())
