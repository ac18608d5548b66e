#!/usr/bin/python3
"""A fake desktop notification server (org.freedesktop.Notifications) for DesktopNotificationTests.

Run on a private session bus (DBUS_SESSION_BUS_ADDRESS). Writes one JSON line per event to
stdout: {"ready": true} once it owns the name, {"notify": {...}} for each notification and
{"close": id} for each withdrawal. With --invoke LABEL it clicks the button labelled LABEL of
the first notification that has one, as a user would (the ActionInvoked signal).
Exits when its standard input closes.
"""
import json
import sys

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

NAME = "org.freedesktop.Notifications"
PATH = "/org/freedesktop/Notifications"


def report(event):
    print(json.dumps(event), flush=True)


class Notifications(dbus.service.Object):
    def __init__(self, bus, invoke):
        super().__init__(bus, PATH)
        self.invoke = invoke
        self.next_id = 1

    @dbus.service.method(NAME, in_signature="susssasa{sv}i", out_signature="u")
    def Notify(self, app_name, replaces_id, icon, summary, body, actions, hints, timeout):
        notification_id = replaces_id or self.next_id
        self.next_id += 1
        actions = [str(a) for a in actions]
        report({"notify": {"id": int(notification_id), "app_name": str(app_name), "summary": str(summary),
                           "body": str(body), "actions": actions}})
        labels = dict(zip(actions[1::2], actions[0::2]))
        if self.invoke in labels:
            key = labels[self.invoke]
            self.invoke = None
            GLib.timeout_add(100, self.ActionInvoked, dbus.UInt32(notification_id), key)
        return dbus.UInt32(notification_id)

    @dbus.service.method(NAME, in_signature="u", out_signature="")
    def CloseNotification(self, notification_id):
        report({"close": int(notification_id)})
        self.NotificationClosed(notification_id, dbus.UInt32(3))

    @dbus.service.method(NAME, in_signature="", out_signature="as")
    def GetCapabilities(self):
        return ["actions", "body"]

    @dbus.service.method(NAME, in_signature="", out_signature="ssss")
    def GetServerInformation(self):
        return ("fake-notifications", "StateGtk", "1.0", "1.2")

    @dbus.service.signal(NAME, signature="us")
    def ActionInvoked(self, notification_id, action_key):
        pass  # emitting returns None, so the GLib timeout that emits it fires once

    @dbus.service.signal(NAME, signature="uu")
    def NotificationClosed(self, notification_id, reason):
        pass


def main():
    invoke = sys.argv[sys.argv.index("--invoke") + 1] if "--invoke" in sys.argv else None
    DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    name = dbus.service.BusName(NAME, bus, do_not_queue=True)
    server = Notifications(bus, invoke)
    loop = GLib.MainLoop()
    GLib.io_add_watch(sys.stdin, GLib.IO_IN | GLib.IO_HUP, lambda *_: loop.quit() if not sys.stdin.read(1) else True)
    report({"ready": True})
    loop.run()
    del name, server


main()
