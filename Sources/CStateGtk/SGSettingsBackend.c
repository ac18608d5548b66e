#if __has_include(<gtk/gtk.h>)  // CGtk's: GTK 3 builds only (scripts/toolkit-guards)
/* GIO hides its settings backends behind G_SETTINGS_ENABLE_BACKEND, which a Swift module map
 * cannot define: this file defines it and hands the keyfile backend over. */
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include "CStateGtk.h"

GSettingsBackend *sg_keyfile_settings_backend_new(const char *filename, const char *root_path,
                                                  const char *root_group) {
    return g_keyfile_settings_backend_new(filename, root_path, root_group);
}
#endif
