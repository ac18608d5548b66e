/* GIO hides its settings backends behind G_SETTINGS_ENABLE_BACKEND, which a Swift module map
 * cannot define: this file defines it and hands the keyfile backend over (GTK 3's is in
 * CStateGtk, whose target a GTK 4 build does not compile). */
#define G_SETTINGS_ENABLE_BACKEND
#if __has_include(<gtk/gtk.h>)
#include <gio/gsettingsbackend.h>
#endif
#include "CStateGtk4.h"

#if defined(GTK_MAJOR_VERSION) && GTK_MAJOR_VERSION >= 4

GSettingsBackend *sg_keyfile_settings_backend_new(const char *filename, const char *root_path,
                                                  const char *root_group) {
  return g_keyfile_settings_backend_new(filename, root_path, root_group);
}

#endif /* GTK 4 */
