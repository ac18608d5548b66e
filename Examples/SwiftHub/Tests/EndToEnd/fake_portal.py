#!/usr/bin/python3
"""A freedesktop settings portal that states a colour scheme, for SwiftHub's end-to-end test.

    /usr/bin/python3 -u fake_portal.py dark|light|none

Owns org.freedesktop.portal.Desktop on the session bus and answers
org.freedesktop.portal.Settings.Read("org.freedesktop.appearance", "color-scheme") with 1 (dark),
2 (light) or 0 (no preference). Prints "ready" once it owns the name. Each line read from stdin
("dark", "light", "none") changes the value and emits SettingChanged. It ends when stdin closes.
"""

import sys

from gi.repository import Gio, GLib

VALUES = {"none": 0, "dark": 1, "light": 2}
XML = """<node><interface name="org.freedesktop.portal.Settings">
  <method name="Read"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
  <signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>
  <property name="version" type="u" access="read"/>
</interface></node>"""
PATH = "/org/freedesktop/portal/desktop"
state = {"value": VALUES[sys.argv[1]], "connection": None}
loop = GLib.MainLoop()


def call(connection, sender, path, interface, method, parameters, invocation):
    namespace, key = parameters.unpack()
    if (namespace, key) == ("org.freedesktop.appearance", "color-scheme"):
        # The real portal wraps the value in a second variant; SwiftHub must unwrap both.
        invocation.return_value(GLib.Variant("(v)", (GLib.Variant("v", GLib.Variant("u", state["value"])),)))
    else:
        invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "no such setting")


def acquired(connection, name):
    state["connection"] = connection
    print("ready", flush=True)


def stdin_line(channel, condition):
    line = channel.readline()
    if not line:
        loop.quit()
        return False
    word = line.strip()
    if word in VALUES and state["connection"] is not None:
        state["value"] = VALUES[word]
        state["connection"].emit_signal(None, PATH, "org.freedesktop.portal.Settings", "SettingChanged",
                                        GLib.Variant("(ssv)", ("org.freedesktop.appearance", "color-scheme", GLib.Variant("u", state["value"]))))
        state["connection"].flush_sync(None)
        print("changed", flush=True)
    return True


def bus_acquired(connection, name):
    info = Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0]
    connection.register_object(PATH, info, call, None, None)


Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE,
                 bus_acquired, acquired, lambda *_: loop.quit())
GLib.io_add_watch(GLib.IOChannel.unix_new(sys.stdin.fileno()), GLib.IO_IN | GLib.IO_HUP, stdin_line)
loop.run()
