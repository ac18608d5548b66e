#ifndef STATEGTK_CGTK_SHIM_H
#define STATEGTK_CGTK_SHIM_H
// <sys/types.h> first: on some glibc versions GLib's pid_t otherwise clashes with SwiftGlibc's.
#include <sys/types.h>
#include <gtk/gtk.h>
#include <gdk/gdkx.h>
// gettext as GLib uses it: bindtextdomain, textdomain, dgettext; setlocale.
#include <libintl.h>
#include <locale.h>
#endif
