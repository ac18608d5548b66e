#include "CStateGtk4.h"

#if defined(GTK_MAJOR_VERSION) && GTK_MAJOR_VERSION >= 4
/* The accessible relations Swift cannot set itself: gtk_accessible_update_relation is variadic. */

void sg_accessible_set_labelled_by(GtkWidget *control, GtkWidget *label) {
  g_return_if_fail(GTK_IS_WIDGET(control) && GTK_IS_WIDGET(label));
  gtk_accessible_update_relation(GTK_ACCESSIBLE(control), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}

#endif /* GTK 4 */
