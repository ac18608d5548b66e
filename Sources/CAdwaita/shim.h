#ifndef STATEGTK_CADWAITA_SHIM_H
#define STATEGTK_CADWAITA_SHIM_H
// <sys/types.h> first, as in CGtk4's shim: GLib's pid_t otherwise clashes with SwiftGlibc's.
#include <sys/types.h>
#include <adwaita.h>
#endif
