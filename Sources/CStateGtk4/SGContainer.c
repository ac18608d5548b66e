#include "CStateGtk4.h"

#if defined(GTK_MAJOR_VERSION) && GTK_MAJOR_VERSION >= 4

struct _SGContainer {
  GtkWidget parent_instance;
  SGMeasureFunc measure;
  SGAllocateFunc allocate;
  gpointer user_data;
  gboolean sizes_follow_children;
};

G_DEFINE_TYPE(SGContainer, sg_container, GTK_TYPE_WIDGET)

GtkWidget *sg_container_new(void) { return g_object_new(SG_TYPE_CONTAINER, NULL); }

void sg_container_set_layout(SGContainer *self, SGMeasureFunc measure, SGAllocateFunc allocate,
                             gpointer user_data) {
  g_return_if_fail(SG_IS_CONTAINER(self));
  self->measure = measure;
  self->allocate = allocate;
  self->user_data = user_data;
  gtk_widget_queue_resize(GTK_WIDGET(self));
}

gpointer sg_container_get_layout_data(SGContainer *self, SGMeasureFunc measure) {
  if (!SG_IS_CONTAINER(self) || self->measure != measure) return NULL;
  return self->user_data;
}

void sg_container_set_sizes_follow_children(SGContainer *self, gboolean follow) {
  g_return_if_fail(SG_IS_CONTAINER(self));
  if (self->sizes_follow_children == !!follow) return;
  self->sizes_follow_children = !!follow;
  gtk_widget_queue_resize(GTK_WIDGET(self));
}

void sg_container_detach_layout(SGContainer *self) {
  g_return_if_fail(SG_IS_CONTAINER(self));
  self->measure = NULL;
  self->allocate = NULL;
  self->user_data = NULL;
}

void sg_container_insert_before(SGContainer *self, GtkWidget *child, GtkWidget *anchor) {
  g_return_if_fail(SG_IS_CONTAINER(self));
  g_return_if_fail(gtk_widget_get_parent(child) == NULL);
  gtk_widget_insert_before(child, GTK_WIDGET(self), anchor);
}

void sg_container_move_before(SGContainer *self, GtkWidget *child, GtkWidget *anchor) {
  g_return_if_fail(SG_IS_CONTAINER(self));
  g_return_if_fail(gtk_widget_get_parent(child) == GTK_WIDGET(self));
  if (gtk_widget_get_next_sibling(child) == anchor) return;
  gtk_widget_insert_before(child, GTK_WIDGET(self), anchor);
}

void sg_container_remove(SGContainer *self, GtkWidget *child) {
  g_return_if_fail(SG_IS_CONTAINER(self));
  g_return_if_fail(gtk_widget_get_parent(child) == GTK_WIDGET(self));
  gtk_widget_unparent(child);
}

void sg_container_remove_all(SGContainer *self) {
  GtkWidget *child;
  while ((child = gtk_widget_get_last_child(GTK_WIDGET(self)))) gtk_widget_unparent(child);
}

/* A popover a view points at (its context menu) is a child of its widget on GTK 4, but no child
 * of the view's: the view's children, their count and the layout skip it. */
static GtkWidget *skip_natives(GtkWidget *child) {
  while (child && GTK_IS_NATIVE(child)) child = gtk_widget_get_next_sibling(child);
  return child;
}

guint sg_container_get_n_children(SGContainer *self) {
  guint count = 0;
  for (GtkWidget *child = skip_natives(gtk_widget_get_first_child(GTK_WIDGET(self))); child;
       child = skip_natives(gtk_widget_get_next_sibling(child)))
    count++;
  return count;
}

GtkWidget *sg_container_get_first_child(SGContainer *self) { return skip_natives(gtk_widget_get_first_child(GTK_WIDGET(self))); }

GtkWidget *sg_container_get_next_sibling(SGContainer *self, GtkWidget *child) {
  g_return_val_if_fail(gtk_widget_get_parent(child) == GTK_WIDGET(self), NULL);
  return skip_natives(gtk_widget_get_next_sibling(child));
}

void sg_container_allocate_child(SGContainer *self, GtkWidget *child, int x, int y, int width, int height) {
  GtkAllocation allocation = {x, y, MAX(width, 0), MAX(height, 0)};
  gtk_widget_size_allocate(child, &allocation, -1);
}

static GtkSizeRequestMode sg_container_get_request_mode(GtkWidget *widget) {
  SGContainer *self = SG_CONTAINER(widget);
  if (!self->sizes_follow_children) return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
  for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
    if (!GTK_IS_NATIVE(child) && gtk_widget_get_request_mode(child) != GTK_SIZE_REQUEST_CONSTANT_SIZE)
      return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
  return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void sg_container_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                 int *minimum, int *natural, int *minimum_baseline,
                                 int *natural_baseline) {
  SGContainer *self = SG_CONTAINER(widget);
  *minimum = *natural = 0;
  if (self->measure) self->measure(self, orientation, for_size, minimum, natural, self->user_data);
}

static void sg_container_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
  SGContainer *self = SG_CONTAINER(widget);
  if (self->allocate) {
    self->allocate(self, width, height, self->user_data);
  } else {
    /* GTK 4 warns about a child allocated without being measured: measure each one. */
    for (GtkWidget *child = sg_container_get_first_child(self); child; child = sg_container_get_next_sibling(self, child)) {
      gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, NULL, NULL, NULL);
      gtk_widget_allocate(child, width, height, -1, NULL);
    }
  }
  /* A popover's parent places it (GTK 4 asks every widget that parents one to). */
  for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
    if (GTK_IS_POPOVER(child)) gtk_popover_present(GTK_POPOVER(child));
}

/* Sends `destroy` to `widget` and everything inside it, innermost first, as GTK 3's destroy
 * reaches a whole subtree. The children are collected first: a handler may take them out. */
static void emit_destroy_deep(GtkWidget *widget) {
  /* By id: a cleared list emits it on every widget of every row, and parsing the name cost
   * more than the emission. */
  static guint destroy_signal;
  if (!destroy_signal) destroy_signal = g_signal_lookup("destroy", GTK_TYPE_WIDGET);
  if (gtk_widget_get_first_child(widget)) {
    GPtrArray *children = g_ptr_array_new_with_free_func(g_object_unref);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
      g_ptr_array_add(children, g_object_ref(child));
    for (guint i = 0; i < children->len; i++) emit_destroy_deep(g_ptr_array_index(children, i));
    g_ptr_array_unref(children);
  }
  g_signal_emit(widget, destroy_signal, 0);
}

/* A GtkWidget's children are not unparented by GTK: a container that does not do it leaks them
 * (and GTK 4 warns at finalisation). And as GTK 3's containers destroy their children with
 * themselves, each child and everything inside it is told so: `destroy` asks every holder of a
 * reference to let it go. StateGtk's signal handlers go then, and the Swift closures they hold
 * (which may hold a widget's own wrapper, and so the widget), and the views inside other
 * containers (a Paned's sides) are removed. GTK 4 widgets are not disposed twice safely, so
 * each is disposed only with its last reference. */
static void sg_container_dispose(GObject *object) {
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child(GTK_WIDGET(object)))) {
    g_object_ref(child);
    gtk_widget_unparent(child);
    emit_destroy_deep(child);
    g_object_unref(child);
  }
  G_OBJECT_CLASS(sg_container_parent_class)->dispose(object);
}

/* A view made focusable (StateView.isFocusable) takes the focus itself; GTK 4's default passes
 * it to the first focusable child. */
static gboolean sg_container_grab_focus(GtkWidget *widget) {
  if (!gtk_widget_get_focusable(widget)) return GTK_WIDGET_CLASS(sg_container_parent_class)->grab_focus(widget);
  GtkRoot *root = gtk_widget_get_root(widget);
  if (!root || !gtk_widget_is_sensitive(widget)) return FALSE;
  gtk_root_set_focus(root, widget);
  return gtk_widget_has_focus(widget);
}

static void sg_container_class_init(SGContainerClass *klass) {
  G_OBJECT_CLASS(klass)->dispose = sg_container_dispose;
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  widget_class->get_request_mode = sg_container_get_request_mode;
  widget_class->measure = sg_container_measure;
  widget_class->size_allocate = sg_container_size_allocate;
  widget_class->grab_focus = sg_container_grab_focus;
  gtk_widget_class_set_css_name(widget_class, "stategtk-container");
}

static void sg_container_init(SGContainer *self) {
  /* Children may be placed anywhere the constraints say, overlapping included: clip as a
   * GTK 3 container of its own window would. */
  gtk_widget_set_overflow(GTK_WIDGET(self), GTK_OVERFLOW_HIDDEN);
}

#endif /* GTK 4 */
