#include "CStateGtk4.h"

#if defined(GTK_MAJOR_VERSION) && GTK_MAJOR_VERSION >= 4

struct _SG4Container {
  GtkWidget parent_instance;
  SG4MeasureFunc measure;
  SG4AllocateFunc allocate;
  gpointer user_data;
};

G_DEFINE_TYPE(SG4Container, sg4_container, GTK_TYPE_WIDGET)

GtkWidget *sg4_container_new(void) { return g_object_new(SG4_TYPE_CONTAINER, NULL); }

void sg4_container_set_layout(SG4Container *self, SG4MeasureFunc measure, SG4AllocateFunc allocate,
                              gpointer user_data) {
  g_return_if_fail(SG4_IS_CONTAINER(self));
  self->measure = measure;
  self->allocate = allocate;
  self->user_data = user_data;
  gtk_widget_queue_resize(GTK_WIDGET(self));
}

static void sg4_container_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                  int *minimum, int *natural, int *minimum_baseline,
                                  int *natural_baseline) {
  SG4Container *self = SG4_CONTAINER(widget);
  *minimum = *natural = 0;
  if (self->measure) self->measure(widget, orientation, for_size, minimum, natural, self->user_data);
}

static void sg4_container_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
  SG4Container *self = SG4_CONTAINER(widget);
  if (self->allocate) {
    self->allocate(widget, width, height, self->user_data);
    return;
  }
  /* GTK 4 warns about a child allocated without being measured: measure each one. */
  for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
    GtkRequisition natural;
    gtk_widget_get_preferred_size(child, NULL, &natural);
    gtk_widget_allocate(child, natural.width, natural.height, -1, NULL);
  }
}

/* A GtkWidget's children are not unparented by GTK: a container that does not do it leaks
 * them (and GTK 4 warns at finalisation). */
static void sg4_container_dispose(GObject *object) {
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) gtk_widget_unparent(child);
  G_OBJECT_CLASS(sg4_container_parent_class)->dispose(object);
}

static void sg4_container_class_init(SG4ContainerClass *klass) {
  G_OBJECT_CLASS(klass)->dispose = sg4_container_dispose;
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  widget_class->measure = sg4_container_measure;
  widget_class->size_allocate = sg4_container_size_allocate;
  gtk_widget_class_set_css_name(widget_class, "stategtk-container");
}

static void sg4_container_init(SG4Container *self) {
  /* Children may be placed anywhere the constraints say, overlapping included: clip as a
   * GTK 3 container of its own window would. */
  gtk_widget_set_overflow(GTK_WIDGET(self), GTK_OVERFLOW_HIDDEN);
}

#endif /* GTK 4 */
