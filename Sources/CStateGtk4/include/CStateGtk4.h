#ifndef STATEGTK_CSTATEGTK4_H
#define STATEGTK_CSTATEGTK4_H
/* GTK 4's C parts of StateGtk: empty unless GTK 4's headers are on the include path, which they
 * are under the GTK4 trait only (CGtk4 is a dependency then), so that a GTK 3 build neither needs
 * nor links GTK 4. The test is on the headers, not a define: Swift's importer of this header
 * sees none of this target's defines. */
#if __has_include(<gtk/gtk.h>)
#include <gtk/gtk.h>
#endif
#if defined(GTK_MAJOR_VERSION) && GTK_MAJOR_VERSION >= 4

G_BEGIN_DECLS

/* The widget behind a StateView on GTK 4. Its children are GTK 4's own sibling list
 * (gtk_widget_insert_before / gtk_widget_unparent, O(1) each); where they go is Swift's
 * constraint layout, reached through these two callbacks. */
#define SG4_TYPE_CONTAINER (sg4_container_get_type())
G_DECLARE_FINAL_TYPE(SG4Container, sg4_container, SG4, CONTAINER, GtkWidget)

/* The container's minimum and natural size along `orientation` (for_size: the other axis, or -1). */
typedef void (*SG4MeasureFunc)(GtkWidget *container, GtkOrientation orientation, int for_size,
                               int *minimum, int *natural, gpointer user_data);
/* Places every child (gtk_widget_size_allocate) in a content box of width × height. */
typedef void (*SG4AllocateFunc)(GtkWidget *container, int width, int height, gpointer user_data);

GtkWidget *sg4_container_new(void);
/* Callbacks NULL: the container measures 0 × 0 and places its children at their natural size
 * at the origin. The caller detaches them before user_data dies. */
void sg4_container_set_layout(SG4Container *self, SG4MeasureFunc measure, SG4AllocateFunc allocate,
                              gpointer user_data);

G_END_DECLS

#endif /* GTK 4 */
#endif
