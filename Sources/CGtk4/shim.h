#ifndef STATEGTK_CGTK4_SHIM_H
#define STATEGTK_CGTK4_SHIM_H
// <sys/types.h> first: on some glibc versions GLib's pid_t otherwise clashes with SwiftGlibc's.
#include <sys/types.h>
#include <gtk/gtk.h>
#include <libintl.h>
#include <locale.h>
#endif
