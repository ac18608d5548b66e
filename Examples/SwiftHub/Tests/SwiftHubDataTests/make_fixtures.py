#!/usr/bin/env python3
"""Generates SwiftHub's offline fixtures: GitHub search responses for every filter.

Writes Sources/SwiftHubData/Resources/Fixtures/{index.json,<filter>-<page>.json} in the
exact shape of `GET /search/repositories`, so the offline mode exercises the same decoder as
the live one. Every field GitHub sends for an item is there, in GitHub's order, except the
hypermedia link templates (`forks_url`, `keys_url`, `followers_url`, ... about 45 per item,
all derivable from `url`): they would make up two thirds of the bytes, pushing 360 items past
2 MB, and nothing reads them. `item()` returns them; the test server serves such complete items.

Deterministic: a fixed seed and a self-contained PRNG (not `random`, whose algorithms
may change between Python versions), a fixed snapshot date, no clock, no network. Running it
twice gives byte-identical files; the Swift tests check the committed files against a fresh
run.

    python3 make_fixtures.py                 # rewrite the package resources
    python3 make_fixtures.py --out /tmp/fx   # write elsewhere (used by the tests)

The first repositories of "Any time" are real, well-known Swift projects with rounded,
approximate figures; the rest are generated but plausible. A few entries are hostile on
purpose (markup, emoji, right-to-left text, bidi controls, a 10,000-character description)
so the UI's escaping and layout get exercised.
"""

import argparse
import base64
import datetime as dt
import json
import os

SNAPSHOT = dt.datetime(2026, 11, 20, 12, 0, 0, tzinfo=dt.timezone.utc)
PER_PAGE = 30
PAGES = 3
FILTERS = ["lastWeek", "lastMonth", "lastYear", "anyTime"]


class Rng:
    """splitmix64: tiny, fast, and the same on every Python."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFFFFFFFFFF

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        return z ^ (z >> 31)

    def below(self, n):
        return self.next() % n

    def between(self, lo, hi):  # inclusive
        return lo + self.below(hi - lo + 1)

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def chance(self, percent):
        return self.below(100) < percent

    def sample(self, seq, k):
        pool = list(seq)
        out = []
        for _ in range(min(k, len(pool))):
            out.append(pool.pop(self.below(len(pool))))
        return out


rng = Rng(20261120)

LICENSES = {
    "MIT": ("mit", "MIT License", "MIT", "MDc6TGljZW5zZTEz"),
    "Apache-2.0": ("apache-2.0", "Apache License 2.0", "Apache-2.0", "MDc6TGljZW5zZTI="),
    "BSD-3-Clause": ("bsd-3-clause", 'BSD 3-Clause "New" or "Revised" License', "BSD-3-Clause", "MDc6TGljZW5zZTU="),
    "GPL-3.0": ("gpl-3.0", "GNU General Public License v3.0", "GPL-3.0", "MDc6TGljZW5zZTk="),
    "MPL-2.0": ("mpl-2.0", "Mozilla Public License 2.0", "MPL-2.0", "MDc6TGljZW5zZTE0"),
    "Other": ("other", "Other", "NOASSERTION", "MDc6TGljZW5zZTA="),
}

# Real projects, figures rounded: (owner, name, stars, forks, open issues, created, licence,
# homepage, description, topics, owner is an organisation).
FAMOUS = [
    ("vsouza", "awesome-ios", 50100, 6900, 11, "2014-06-29", "MIT", "http://awesomeios.com",
     "A curated list of awesome iOS ecosystem, including Objective-C and Swift Projects ",
     ["awesome", "awesome-list", "ios", "objective-c", "swift", "list", "xcode"], False),
    ("Alamofire", "Alamofire", 41600, 7600, 38, "2014-07-31", "MIT", "",
     "Elegant HTTP Networking in Swift",
     ["alamofire", "carthage", "certificate-pinning", "cocoapods", "httpurlresponse", "networking",
      "parameter-encoding", "public-key-pinning", "request", "response", "swift", "swift-package-manager",
      "urlrequest", "urlsession", "xcode"], True),
    ("iina", "iina", 40300, 2600, 1700, "2016-06-24", "GPL-3.0", "https://iina.io",
     "The modern video player for macOS.", ["macos", "mpv", "video-player", "swift"], True),
    ("shadowsocks", "ShadowsocksX-NG", 32600, 7800, 280, "2016-07-12", "GPL-3.0", "",
     "Next Generation of ShadowsocksX", ["shadowsocks", "macos", "proxy"], True),
    ("exelban", "stats", 30200, 980, 40, "2019-06-05", "MIT", "",
     "macOS system monitor in your menu bar",
     ["macos", "menubar", "monitor", "system", "stats", "cpu", "memory", "battery", "network"], False),
    ("MonitorControl", "MonitorControl", 29400, 830, 120, "2017-06-09", "MIT", "",
     "🖥 Control your display's brightness & volume on your Mac as if it was a native Apple Display. "
     "Use Apple Keyboard keys or custom shortcuts. Shows the native macOS OSDs.",
     ["macos", "brightness", "ddc", "display", "volume", "menubar-app"], True),
    ("danielgindi", "Charts", 27700, 6000, 980, "2015-03-02", "Apache-2.0", "",
     "Beautiful charts for iOS/tvOS/OSX! The Apple side of the crossplatform MPAndroidChart.",
     ["charts", "chart", "graph", "bar-chart", "line-chart", "pie-chart", "ios", "swift"], False),
    ("rxhanson", "Rectangle", 26800, 820, 260, "2019-06-10", "MIT", "https://rectangleapp.com",
     "Move and resize windows on macOS with keyboard shortcuts and snap areas",
     ["macos", "window-manager", "spectacle", "swift"], False),
    ("airbnb", "lottie-ios", 26100, 3800, 40, "2017-01-10", "Apache-2.0", "http://airbnb.io/lottie/",
     "An iOS library to natively render After Effects vector animations",
     ["animation", "ios", "lottie", "after-effects", "swift"], True),
    ("vapor", "vapor", 25300, 1500, 100, "2016-01-18", "MIT", "https://vapor.codes",
     "💧 A server-side Swift HTTP web framework.",
     ["framework", "http", "server", "server-side-swift", "swift", "vapor", "web-framework"], True),
    ("ReactiveX", "RxSwift", 24500, 4200, 20, "2015-04-07", "MIT", "",
     "Reactive Programming in Swift", ["reactive", "rxswift", "functional", "observer", "unidirectional"], True),
    ("onevcat", "Kingfisher", 23800, 2700, 100, "2015-04-06", "MIT", "",
     "A lightweight, pure-Swift library for downloading and caching images from the web.",
     ["image", "cache", "swift", "kingfisher", "filters", "image-processor", "swiftui"], False),
    ("SwiftyJSON", "SwiftyJSON", 22800, 3400, 30, "2014-06-17", "MIT", "",
     "The better way to deal with JSON data in Swift.", ["json", "swift", "swiftyjson"], True),
    ("HeroTransitions", "Hero", 22100, 1700, 200, "2016-12-05", "MIT", "https://HeroTransitions.github.io/Hero/",
     "Elegant transition library for iOS & tvOS", ["animation", "transition", "ios", "tvos", "swift"], True),
    ("CodeEditApp", "CodeEdit", 21800, 1100, 270, "2022-03-15", "MIT", "https://codeedit.app",
     "📝 CodeEdit App for macOS – Elevate your code editing experience. Open source, free forever.",
     ["macos", "editor", "code-editor", "swiftui", "ide", "open-source"], True),
    ("SnapKit", "SnapKit", 20200, 2000, 90, "2014-06-30", "MIT", "https://snapkit.github.io/SnapKit/",
     "A Swift Autolayout DSL for iOS & OS X", ["autolayout", "dsl", "ios", "swift", "snapkit"], True),
    ("realm", "SwiftLint", 19200, 2300, 400, "2015-05-16", "MIT", "https://realm.github.io/SwiftLint",
     "A tool to enforce Swift style and conventions.", ["linter", "static-analysis", "swift", "swiftlint", "code-quality"], True),
    ("jordanbaird", "Ice", 18900, 420, 600, "2023-07-09", "GPL-3.0", "https://icemenubar.app",
     "Powerful menu bar manager for macOS", ["macos", "menubar", "swift", "swiftui"], False),
    ("Caldis", "Mos", 16800, 700, 300, "2017-06-05", "Other", "http://mos.caldis.me/",
     "一个用于在 macOS 上平滑你的鼠标滚动效果或单独设置滚动方向的小工具, 让你的滚轮爽如触控板 | "
     "A lightweight tool used to smooth scrolling and set scroll direction independently for your mouse on macOS",
     ["macos", "mouse", "scroll", "smooth-scrolling"], False),
    ("Moya", "Moya", 15200, 2000, 90, "2014-08-15", "MIT", "https://moya.github.io",
     "Network abstraction layer written in Swift.", ["networking", "swift", "alamofire", "moya"], True),
    ("p0deje", "Maccy", 14900, 610, 210, "2019-10-07", "MIT", "https://maccy.app",
     "Lightweight clipboard manager for macOS", ["clipboard", "macos", "swift", "clipboard-manager"], False),
    ("mxcl", "PromiseKit", 14200, 1500, 30, "2014-04-05", "MIT", "",
     "Promises for Swift & ObjC.", ["promises", "swift", "async", "objective-c"], False),
    ("Whisky-App", "Whisky", 13600, 330, 380, "2023-03-14", "GPL-3.0", "https://getwhisky.app",
     "A modern Wine wrapper for macOS built with SwiftUI", ["wine", "macos", "swiftui", "gaming"], True),
    ("pointfreeco", "swift-composable-architecture", 13300, 1550, 20, "2020-05-04", "MIT",
     "https://www.pointfree.co/collections/composable-architecture",
     "A library for building applications in a consistent and understandable way, with composition, "
     "testing, and ergonomics in mind.", ["architecture", "composition", "modularity", "swiftui", "testability", "tca"], True),
    ("Juanpe", "SkeletonView", 12700, 1100, 40, "2017-10-29", "MIT", "",
     "☠️ An elegant way to show users that something is happening and also prepare them to which contents they are awaiting",
     ["skeleton", "loading", "shimmer", "ios", "swift"], False),
    ("xmartlabs", "Eureka", 11800, 1300, 100, "2015-09-01", "MIT", "https://eurekacommunity.github.io",
     "Elegant iOS form builder in Swift", ["forms", "ios", "swift", "tableview"], True),
    ("Ramotion", "animated-tab-bar", 11100, 1300, 30, "2014-12-05", "MIT", "https://www.ramotion.com",
     "Swift UI library made by @Ramotion", ["animation", "tabbar", "ios", "swift"], True),
    ("Quick", "Quick", 9700, 910, 20, "2014-06-07", "Apache-2.0", "https://quick.github.io/Quick/",
     "The Swift (and Objective-C) testing framework.", ["bdd", "testing", "swift", "xctest"], True),
    ("mac-cain13", "R.swift", 9500, 760, 40, "2014-12-10", "MIT", "",
     "Strong typed, autocompleted resources like images, fonts and segues in Swift projects",
     ["resources", "swift", "xcode", "code-generation"], False),
    ("SwiftGen", "SwiftGen", 9200, 740, 80, "2015-07-21", "MIT", "",
     "The Swift code generator for your assets, storyboards, Localizable.strings, … — Get rid of all String-based APIs!",
     ["code-generation", "swift", "assets", "localization"], True),
    ("Ranchero-Software", "NetNewsWire", 9100, 600, 500, "2017-05-24", "MIT", "https://netnewswire.com/",
     "RSS reader for macOS and iOS.", ["rss", "feed-reader", "macos", "ios"], True),
    ("kean", "Nuke", 8300, 530, 10, "2015-03-10", "MIT", "https://kean.blog/nuke",
     "Image loading system", ["image-loading", "cache", "swift", "ios", "swiftui"], False),
    ("apple", "swift-nio", 8100, 670, 300, "2017-09-29", "Apache-2.0",
     "https://swiftpackageindex.com/apple/swift-nio/documentation",
     "Event-driven network application framework for high performance protocol servers & clients, non-blocking.",
     ["asynchronous-io", "event-driven", "networking", "non-blocking", "server-side-swift", "swift"], True),
    ("nicklockwood", "SwiftFormat", 8000, 650, 180, "2016-08-08", "MIT", "",
     "A command-line tool and Xcode Extension for formatting Swift code", ["formatter", "swift", "xcode-extension"], False),
    ("kishikawakatsumi", "KeychainAccess", 8000, 800, 60, "2014-11-16", "MIT", "",
     "Simple Swift wrapper for Keychain that works on iOS, watchOS, tvOS and macOS.",
     ["keychain", "security", "swift", "ios"], False),
    ("apple", "swift-algorithms", 6100, 450, 40, "2020-10-07", "Apache-2.0", "",
     "Commonly used sequence and collection algorithms for Swift", ["algorithms", "collections", "swift"], True),
    ("apple", "swift-argument-parser", 3500, 340, 90, "2020-02-21", "Apache-2.0", "",
     "Straightforward, type-safe argument parsing for Swift", ["cli", "command-line", "swift", "argument-parser"], True),
]

THEMES = [
    # noun, what it is, topics
    ("Chart", "charts and graphs", ["charts", "data-visualization", "swiftui"]),
    ("Markdown", "Markdown rendering", ["markdown", "commonmark", "swiftui"]),
    ("Toast", "toast notifications and banners", ["toast", "notifications", "ui-components"]),
    ("Keychain", "Keychain storage", ["keychain", "security", "credentials"]),
    ("Router", "type-safe navigation", ["navigation", "routing", "swiftui"]),
    ("Cache", "memory and disk caching", ["cache", "storage", "performance"]),
    ("Layout", "declarative layouts", ["layout", "autolayout", "swiftui"]),
    ("Sheet", "bottom sheets", ["bottom-sheet", "ui-components", "uikit"]),
    ("Calendar", "calendar views", ["calendar", "date-picker", "swiftui"]),
    ("Camera", "camera capture", ["camera", "avfoundation", "ios"]),
    ("Form", "forms and validation", ["forms", "validation", "swiftui"]),
    ("Snapshot", "snapshot testing", ["testing", "snapshot-testing", "xctest"]),
    ("Theme", "theming and dark mode", ["theming", "dark-mode", "design-system"]),
    ("Sync", "CloudKit sync", ["cloudkit", "sync", "offline-first"]),
    ("Socket", "WebSockets", ["websocket", "networking", "realtime"]),
    ("Haptic", "haptic feedback", ["haptics", "corehaptics", "ios"]),
    ("Shimmer", "loading placeholders", ["shimmer", "skeleton", "loading"]),
    ("Confetti", "celebration animations", ["animation", "confetti", "swiftui"]),
    ("Pager", "paging carousels", ["carousel", "pager", "swiftui"]),
    ("Graph", "graph data structures", ["graph", "algorithms", "data-structures"]),
    ("Vision", "on-device text recognition", ["vision", "ocr", "coreml"]),
    ("Speech", "speech recognition", ["speech", "transcription", "audio"]),
    ("Canvas", "drawing and sketching", ["drawing", "pencilkit", "canvas"]),
    ("Widget", "home screen widgets", ["widgetkit", "widgets", "ios"]),
    ("MenuBar", "menu bar apps", ["macos", "menubar", "appkit"]),
    ("Window", "window management", ["macos", "window-manager", "accessibility"]),
    ("Clipboard", "clipboard history", ["clipboard", "macos", "productivity"]),
    ("Audio", "audio playback", ["audio", "avfoundation", "music"]),
    ("Player", "video playback", ["video", "player", "avkit"]),
    ("Feed", "RSS and Atom feeds", ["rss", "atom", "feed-parser"]),
    ("Log", "structured logging", ["logging", "oslog", "debugging"]),
    ("Metrics", "app metrics", ["metrics", "observability", "performance"]),
    ("Lint", "linting", ["linter", "static-analysis", "code-quality"]),
    ("Mock", "mocking", ["testing", "mocking", "macros"]),
    ("Parser", "parsing", ["parser", "parser-combinators", "dsl"]),
    ("YAML", "YAML", ["yaml", "codable", "serialization"]),
    ("Regex", "regular expressions", ["regex", "regexbuilder", "strings"]),
    ("Money", "currency and money", ["money", "currency", "finance"]),
    ("Color", "color manipulation", ["color", "design", "swiftui"]),
    ("Gesture", "gesture recognizers", ["gestures", "uikit", "interaction"]),
    ("Glass", "Liquid Glass effects", ["liquid-glass", "ios26", "swiftui"]),
    ("Model", "on-device language models", ["llm", "foundation-models", "apple-intelligence"]),
    ("MLX", "machine learning on Apple silicon", ["mlx", "machine-learning", "apple-silicon"]),
    ("Agent", "AI agents and tool calling", ["ai", "agents", "mcp"]),
    ("Spatial", "visionOS spatial experiences", ["visionos", "realitykit", "spatial-computing"]),
    ("Server", "server-side HTTP", ["server-side-swift", "http", "hummingbird"]),
    ("SQL", "SQLite persistence", ["sqlite", "database", "persistence"]),
    ("Actor", "Swift concurrency helpers", ["concurrency", "async-await", "actors"]),
    ("Macro", "Swift macros", ["swift-macros", "swift-syntax", "codegen"]),
    ("Storage", "SwiftData persistence", ["swiftdata", "persistence", "database"]),
]

PATTERNS = ["{n}Kit", "Swift{n}", "{n}UI", "swift-{l}", "{n}ly", "Tiny{n}", "{n}Flow", "{n}Swift",
            "{l}-kit", "Easy{n}", "{n}Box", "Open{n}", "{n}Core", "{n}Stack", "{l}-swift"]

DESCRIPTIONS = [
    "A lightweight library for {what} in Swift.",
    "{what_cap} for SwiftUI, with zero dependencies.",
    "Fast, type-safe {what} for iOS, macOS, tvOS and visionOS.",
    "Modern {what} built on Swift concurrency.",
    "Simple and composable {what} for Apple platforms.",
    "A tiny, well-tested Swift package for {what}.",
    "{what_cap} done right: async/await, Sendable, Swift 6 ready.",
    "Beautiful {what} with a declarative API.",
    "Cross-platform {what} for Swift on Linux, macOS and Windows.",
    "The missing {what} toolkit for Swift developers.",
    "Drop-in {what} for UIKit and SwiftUI apps.",
    "Experimental {what} using the Observation framework.",
]

FIRST = ["anna", "ben", "carla", "daniel", "elif", "farid", "greta", "hiro", "ines", "jonas", "kemal",
         "lena", "mateo", "nora", "oskar", "priya", "quentin", "rosa", "sven", "tomoko", "ugo", "vera",
         "wei", "yusuf", "zoe", "malik", "sofia", "arjun", "chloe", "kenji"]
LAST = ["lindqvist", "okafor", "koyama", "grabowski", "moreau", "haddad", "novak", "fischer", "tanaka",
        "silva", "kowalski", "jensen", "rossi", "nguyen", "patel", "becker", "costa", "sato", "meyer", "kaya"]
ORGS = ["nordlight-labs", "pixelfoundry", "ambient-software", "tinyapps", "swift-collective", "brightside-dev",
        "harbor-apps", "lumen-studio", "quietcode", "northwind-io", "fjord-software", "sunbeam-labs",
        "cobalt-works", "maple-and-oak", "hexagon-mobile"]


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def interp(t, table):
    """Piecewise-linear map from time to an id, since GitHub ids grow with time."""
    x = t.timestamp()
    for (t0, v0), (t1, v1) in zip(table, table[1:]):
        a, b = t0.timestamp(), t1.timestamp()
        if x <= b:
            return int(v0 + (v1 - v0) * max(0.0, (x - a)) / (b - a))
    return table[-1][1]


def utc(y, m, d):
    return dt.datetime(y, m, d, tzinfo=dt.timezone.utc)


REPO_IDS = [(utc(2008, 1, 1), 1), (utc(2014, 1, 1), 15_000_000), (utc(2016, 1, 1), 48_000_000),
            (utc(2018, 1, 1), 115_000_000), (utc(2020, 1, 1), 231_000_000), (utc(2022, 1, 1), 443_000_000),
            (utc(2024, 1, 1), 737_000_000), (utc(2026, 12, 31), 1_130_000_000)]
USER_IDS = [(utc(2008, 1, 1), 1), (utc(2012, 1, 1), 1_200_000), (utc(2014, 1, 1), 6_000_000),
            (utc(2018, 1, 1), 35_000_000), (utc(2022, 1, 1), 97_000_000), (utc(2026, 12, 31), 240_000_000)]

used_ids = set()
used_names = set()
owner_ids = {}


def unique_id(base):
    while base in used_ids:
        base += 1
    used_ids.add(base)
    return base


def node_id(kind, number, created):
    """GitHub's global ids: the legacy base64("010:Repository123") form for older objects,
    the newer prefixed form (R_kgDO..., U_kgDO..., O_kgDO...) for recent ones."""
    if created.year < 2021:
        legacy = {"R": "010:Repository", "U": "04:User", "O": "012:Organization"}[kind]
        return base64.b64encode(("%s%d" % (legacy, number)).encode()).decode()
    return kind + "_kgDO" + base64.urlsafe_b64encode(number.to_bytes(4, "big")).decode().rstrip("=")


def owner_record(login, is_org, created):
    if login not in owner_ids:
        owner_created = created - dt.timedelta(days=rng.between(30, 2000))
        owner_created = max(owner_created, utc(2009, 1, 1))
        owner_ids[login] = (unique_id(interp(owner_created, USER_IDS) + rng.between(0, 999)), owner_created)
    oid, owner_created = owner_ids[login]
    api = "https://api.github.com/users/" + login
    return {
        "login": login,
        "id": oid,
        "node_id": node_id("O" if is_org else "U", oid, owner_created),
        "avatar_url": "https://avatars.githubusercontent.com/u/%d?v=4" % oid,
        "gravatar_id": "",
        "url": api,
        "html_url": "https://github.com/" + login,
        "followers_url": api + "/followers",
        "following_url": api + "/following{/other_user}",
        "gists_url": api + "/gists{/gist_id}",
        "starred_url": api + "/starred{/owner}{/repo}",
        "subscriptions_url": api + "/subscriptions",
        "organizations_url": api + "/orgs",
        "repos_url": api + "/repos",
        "events_url": api + "/events{/privacy}",
        "received_events_url": api + "/received_events",
        "type": "Organization" if is_org else "User",
        "user_view_type": "public",
        "site_admin": False,
    }


def license_record(key):
    if key is None:
        return None
    lkey, name, spdx, nid = LICENSES[key]
    return {"key": lkey, "name": name, "spdx_id": spdx,
            "url": None if lkey == "other" else "https://api.github.com/licenses/" + lkey, "node_id": nid}


# Keys that are plain data even though they end in _url.
DATA_URL_KEYS = {"url", "html_url", "avatar_url", "mirror_url", "git_url", "ssh_url", "clone_url", "svn_url"}


def trimmed(record):
    """Drops the hypermedia link templates (see the module doc), recursively."""
    if isinstance(record, dict):
        return {k: trimmed(v) for k, v in record.items() if not (k.endswith("_url") and k not in DATA_URL_KEYS)}
    return record


def item(owner, name, is_org, created, stars, forks, issues, description, topics, licence, homepage,
         pushed=None, updated=None):
    full = owner + "/" + name
    api = "https://api.github.com/repos/" + full
    rid = unique_id(interp(created, REPO_IDS) + rng.between(0, 99_999))
    age_days = max(1, (SNAPSHOT - created).days)
    if pushed is None:
        pushed = SNAPSHOT - dt.timedelta(seconds=rng.between(600, min(age_days, 120) * 86_400))
        pushed = max(pushed, created + dt.timedelta(minutes=rng.between(5, 600)))
    if updated is None:
        # Stars bump updated_at, so popular repositories look freshly updated.
        updated = max(pushed, SNAPSHOT - dt.timedelta(seconds=rng.between(60, 40 * 3600)))
    updated = min(updated, SNAPSHOT)
    pushed = min(pushed, updated)
    return {
        "id": rid,
        "node_id": node_id("R", rid, created),
        "name": name,
        "full_name": full,
        "private": False,
        "owner": owner_record(owner, is_org, created),
        "html_url": "https://github.com/" + full,
        "description": description,
        "fork": False,
        "url": api,
        "forks_url": api + "/forks",
        "keys_url": api + "/keys{/key_id}",
        "collaborators_url": api + "/collaborators{/collaborator}",
        "teams_url": api + "/teams",
        "hooks_url": api + "/hooks",
        "issue_events_url": api + "/issues/events{/number}",
        "events_url": api + "/events",
        "assignees_url": api + "/assignees{/user}",
        "branches_url": api + "/branches{/branch}",
        "tags_url": api + "/tags",
        "blobs_url": api + "/git/blobs{/sha}",
        "git_tags_url": api + "/git/tags{/sha}",
        "git_refs_url": api + "/git/refs{/sha}",
        "trees_url": api + "/git/trees{/sha}",
        "statuses_url": api + "/statuses/{sha}",
        "languages_url": api + "/languages",
        "stargazers_url": api + "/stargazers",
        "contributors_url": api + "/contributors",
        "subscribers_url": api + "/subscribers",
        "subscription_url": api + "/subscription",
        "commits_url": api + "/commits{/sha}",
        "git_commits_url": api + "/git/commits{/sha}",
        "comments_url": api + "/comments{/number}",
        "issue_comment_url": api + "/issues/comments{/number}",
        "contents_url": api + "/contents/{+path}",
        "compare_url": api + "/compare/{base}...{head}",
        "merges_url": api + "/merges",
        "archive_url": api + "/{archive_format}{/ref}",
        "downloads_url": api + "/downloads",
        "issues_url": api + "/issues{/number}",
        "pulls_url": api + "/pulls{/number}",
        "milestones_url": api + "/milestones{/number}",
        "notifications_url": api + "/notifications{?since,all,participating}",
        "labels_url": api + "/labels{/name}",
        "releases_url": api + "/releases{/id}",
        "deployments_url": api + "/deployments",
        "created_at": iso(created),
        "updated_at": iso(updated),
        "pushed_at": iso(pushed),
        "git_url": "git://github.com/%s.git" % full,
        "ssh_url": "git@github.com:%s.git" % full,
        "clone_url": "https://github.com/%s.git" % full,
        "svn_url": "https://github.com/" + full,
        "homepage": homepage,
        "size": rng.between(40, 60_000),
        "stargazers_count": stars,
        "watchers_count": stars,
        "language": "Swift",
        "has_issues": True,
        "has_projects": rng.chance(60),
        "has_downloads": True,
        "has_wiki": rng.chance(50),
        "has_pages": rng.chance(20),
        "has_discussions": rng.chance(25),
        "forks_count": forks,
        "mirror_url": None,
        "archived": False,
        "disabled": False,
        "open_issues_count": issues,
        "license": license_record(licence),
        "allow_forking": True,
        "is_template": False,
        "web_commit_signoff_required": False,
        "topics": sorted(topics),
        "visibility": "public",
        "forks": forks,
        "open_issues": issues,
        "watchers": stars,
        "default_branch": "master" if created.year < 2021 and rng.chance(70) else "main",
        "score": 1.0,
    }


def random_owner():
    if rng.chance(35):
        return rng.choice(ORGS), True
    first, last = rng.choice(FIRST), rng.choice(LAST)
    style = rng.below(4)
    login = [first + last, first + "-" + last, first[0] + last, first + last[:3]][style]
    if rng.chance(20):
        login += str(rng.between(1, 99))
    return login, False


def random_licence():
    r = rng.below(100)
    if r < 58:
        return "MIT"
    if r < 76:
        return "Apache-2.0"
    if r < 82:
        return "BSD-3-Clause"
    if r < 86:
        return "GPL-3.0"
    if r < 88:
        return "MPL-2.0"
    if r < 90:
        return "Other"
    return None


def generated(created, stars):
    while True:
        noun, what, theme_topics = rng.choice(THEMES)
        pattern = rng.choice(PATTERNS)
        name = pattern.format(n=noun, l=noun.lower())
        owner, is_org = random_owner()
        if (owner, name) not in used_names and name not in [f[1] for f in FAMOUS]:
            break
    used_names.add((owner, name))
    if rng.chance(8):
        description = None
    else:
        template = rng.choice(DESCRIPTIONS)
        description = template.format(what=what, what_cap=what[0].upper() + what[1:])
    topics = [] if rng.chance(15) else rng.sample(list(dict.fromkeys(theme_topics + ["swift", "ios", "macos", "swift-package-manager", "spm", "swift6"])), rng.between(2, 6))
    r = rng.below(100)
    homepage = None if r < 45 else ("" if r < 60 else "https://%s.github.io/%s" % (owner.lower(), name))
    forks = max(0, stars // rng.between(6, 20) + rng.between(0, 5))
    issues = rng.between(0, max(1, stars // 60))
    return item(owner, name, is_org, created, stars, forks, issues, description, topics, random_licence(), homepage)


def descending(count, high, low):
    """`count` distinct star counts from high to low, roughly log-spaced like real rankings."""
    out = []
    for i in range(count):
        frac = i / max(1, count - 1)
        value = int(high * (low / high) ** frac)
        value = max(low, value + rng.between(-value // 30, value // 30))
        out.append(value)
    out.sort(reverse=True)
    for i in range(1, len(out)):  # keep them strictly decreasing so "sorted by stars" is unambiguous
        if out[i] >= out[i - 1]:
            out[i] = out[i - 1] - 1
    return out


def created_between(days_ago_max, days_ago_min):
    seconds = rng.between(days_ago_min * 86_400, days_ago_max * 86_400)
    return SNAPSHOT - dt.timedelta(seconds=seconds)


def long_description():
    sentences = [
        "EverythingKit bundles networking, caching, persistence, logging, analytics, theming, layout helpers and a small reactive core into one import.",
        "Every module can be used on its own, and each one ships with documentation, sample code and a test suite that runs on iOS, macOS, tvOS, watchOS, visionOS and Linux.",
        "The networking layer wraps URLSession with retries, exponential back-off, request signing, certificate pinning and a pluggable middleware chain.",
        "The cache keeps hot objects in memory, spills to disk with a size limit, and evicts by age or by cost.",
        "Persistence speaks SQLite, SwiftData and plain files, with migrations that can be tested before they run on a device.",
        "Logging integrates with OSLog and swift-log, redacts secrets by default, and can stream to a remote collector during development.",
        "Theming supports dynamic type, dark mode, high contrast and per-screen overrides without touching view code.",
    ]
    text = ""
    i = 0
    while len(text) < 10_000:
        text += sentences[i % len(sentences)] + " "
        i += 1
    return text[:9_999] + "."


def hostile_items():
    """Entries meant to break careless UIs. All created within the last week."""
    specs = [
        ("markup-lab", "TagSoup", True, 640,
         "<b>bold</b> & co: a forgiving HTML parser for Swift that survives <script>alert('x')</script>, "
         "unclosed <i>tags, &amp;amp; entities and \"quotes\" — <span foreground=\"red\">Pango too</span>",
         ["html", "parser", "xss"], "MIT", "https://example.com/?a=1&b=<2>"),
        ("unicode-friends", "EmojiPicker", True, 470,
         "🚀🔥 Blazing-fast emoji picker for SwiftUI 😎 — families 👨‍👩‍👧‍👦, skin tones 👋🏽, flags 🇯🇵🇧🇷🏳️‍🌈 and ZWJ sequences 🧑🏿‍💻",
         ["emoji", "swiftui", "unicode"], "MIT", None),
        ("qalam-dev", "Qalam", False, 310,
         "مَكْتَبَةٌ لِعَرْضِ النُّصُوصِ العَرَبِيَّةِ مِنَ اليَمِينِ إِلَى اليَسَارِ في SwiftUI — right-to-left text layout with تشكيل support",
         ["arabic", "rtl", "typography"], "Apache-2.0", "https://qalam.dev"),
        ("ivrit-labs", "Nikud", False, 205,
         "ספרייה להוספת ניקוד לטקסט עברי ב-Swift: שָׁלוֹם עוֹלָם! Mixed עברית and English (LTR) in one line",
         ["hebrew", "rtl", "nlp"], None, None),
        ("verbose-dev", "EverythingKit", False, 150, long_description(),
         ["networking", "cache", "logging", "persistence", "theming"], "MIT", ""),
        ("bidi-tricks", "filename-check", False, 95,
         "Detects spoofed file names like invoice\u202Efdp.exe and zero\u200bwidth\u200dtricks;\nsecond line\tafter a tab",
         ["security", "unicode", "bidi"], "BSD-3-Clause", None),
    ]
    out = []
    for owner, name, is_org, stars, description, topics, licence, homepage in specs:
        created = created_between(6, 1)
        forks = stars // 9
        out.append(item(owner, name, is_org, created, stars, forks, rng.between(0, 12), description, topics, licence, homepage))
        used_names.add((owner, name))
    return out


def build_pool():
    pool = []
    for (owner, name, stars, forks, issues, created, licence, homepage, description, topics, is_org) in FAMOUS:
        y, m, d = (int(x) for x in created.split("-"))
        c = dt.datetime(y, m, d, rng.between(0, 23), rng.between(0, 59), rng.between(0, 59), tzinfo=dt.timezone.utc)
        used_names.add((owner, name))
        pool.append(item(owner, name, is_org, c, stars, forks, issues, description, topics, licence, homepage))
    # Older, less famous projects fill "Any time" below the famous ones.
    for stars in descending(60, 3400, 1900):
        pool.append(generated(created_between(4200, 400), stars))
    # Created 32 days to 11 months ago: a handful of breakout hits, then the long tail.
    for stars in descending(6, 17500, 6200) + descending(92, 4800, 180):
        pool.append(generated(created_between(355, 33), stars))
    # Created 8 to 28 days ago.
    for stars in descending(95, 2600, 45):
        pool.append(generated(created_between(28, 8), stars))
    # Created within the last 6 days (plus the hostile entries).
    pool += hostile_items()
    for stars in descending(90, 980, 6):
        pool.append(generated(created_between(6, 0), stars))
    # A few realistic quirks: an archived project and one with no push yet.
    pool[45]["archived"] = True
    pool[-1]["pushed_at"] = None
    # Distinct star counts across the whole pool, so "sorted by stars" has one answer.
    seen = set()
    for record in sorted(pool, key=lambda r: -r["stargazers_count"]):
        stars = record["stargazers_count"]
        while stars in seen:
            stars -= 1
        seen.add(stars)
        record["stargazers_count"] = record["watchers_count"] = record["watchers"] = stars
    return pool


def cutoff(name):
    day = SNAPSHOT.replace(hour=0, minute=0, second=0)
    if name == "lastWeek":
        return day - dt.timedelta(days=7)
    if name == "lastMonth":
        return day.replace(month=day.month - 1) if day.month > 1 else day.replace(year=day.year - 1, month=12)
    if name == "lastYear":
        return day.replace(year=day.year - 1)
    return None


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    default_out = os.path.normpath(os.path.join(here, "..", "..", "Sources", "SwiftHubData", "Resources", "Fixtures"))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=default_out)
    args = parser.parse_args()

    pool = build_pool()
    os.makedirs(args.out, exist_ok=True)
    manifest = {"snapshot": iso(SNAPSHOT), "per_page": PER_PAGE, "filters": {}}
    for name in FILTERS:
        since = cutoff(name)
        matching = [r for r in pool if since is None or r["created_at"] >= iso(since)]
        matching.sort(key=lambda r: (-r["stargazers_count"], r["id"]))
        chosen = matching[:PER_PAGE * PAGES]
        assert len(chosen) == PER_PAGE * PAGES, (name, len(chosen))
        manifest["filters"][name] = {"pages": PAGES, "total_count": len(chosen),
                                     "query": "language:swift" + ("" if since is None else " created:>=" + since.strftime("%Y-%m-%d"))}
        for page in range(PAGES):
            body = {"total_count": len(chosen), "incomplete_results": False,
                    "items": [trimmed(r) for r in chosen[page * PER_PAGE:(page + 1) * PER_PAGE]]}
            with open(os.path.join(args.out, "%s-%d.json" % (name, page + 1)), "w", encoding="utf-8") as f:
                f.write(json.dumps(body, ensure_ascii=False, separators=(",", ":")) + "\n")
    with open(os.path.join(args.out, "index.json"), "w", encoding="utf-8") as f:
        f.write(json.dumps(manifest, ensure_ascii=False, indent=2) + "\n")


if __name__ == "__main__":
    main()
