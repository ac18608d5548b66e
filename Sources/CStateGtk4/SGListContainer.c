#include "CStateGtk4.h"

#if defined(GTK_MAJOR_VERSION) && GTK_MAJOR_VERSION >= 4
#include <string.h>
/* The scrolling surface of a list view on GTK 4: a GtkScrollable the size of the viewport, holding
 * one child (the realised rows) that the Swift delegate positions at the rows' offset minus the
 * scroll position. Only the realised rows exist; the adjustment's upper bound is the height of
 * all rows, which the delegate sets. GTK 3's counterpart is CStateGtk's SGListContainer.c. */

struct _SGListContainer {
  GtkWidget parent_instance;
  GtkWidget *content;
  GtkAdjustment *hadjustment;
  GtkAdjustment *vadjustment;
  guint hscroll_policy : 1;
  guint vscroll_policy : 1;
  SGListDelegate delegate;
  gpointer user_data;
  int focus_y; /* the cursor row's frame, for the focus ring; focus_height 0: none */
  int focus_height;
  int indicator_y; /* a drop indicator across the list at this y; -1: none */
  /* The last press, for double clicks: the gesture's own count is lost whenever a row's
   * handler claims a press. */
  guint32 last_time;
  double last_x, last_y;
  guint last_button;
  int last_count;
};

enum { PROP_0, PROP_HADJUSTMENT, PROP_VADJUSTMENT, PROP_HSCROLL_POLICY, PROP_VSCROLL_POLICY };

G_DEFINE_TYPE_WITH_CODE(SGListContainer, sg_list_container, GTK_TYPE_WIDGET,
                        G_IMPLEMENT_INTERFACE(GTK_TYPE_SCROLLABLE, NULL))

GtkWidget *sg_list_container_new(void) { return g_object_new(SG_TYPE_LIST_CONTAINER, NULL); }

void sg_list_container_set_delegate(SGListContainer *self, const SGListDelegate *delegate, gpointer user_data) {
  g_return_if_fail(SG_IS_LIST_CONTAINER(self));
  self->delegate = *delegate;
  self->user_data = user_data;
  gtk_widget_queue_resize(GTK_WIDGET(self));
}

void sg_list_container_detach_delegate(SGListContainer *self) {
  memset(&self->delegate, 0, sizeof self->delegate);
  self->user_data = NULL;
}

static void value_changed(GtkAdjustment *adjustment, SGListContainer *self) {
  (void)adjustment;
  if (self->delegate.scrolled) self->delegate.scrolled(self, self->user_data);
  gtk_widget_queue_allocate(GTK_WIDGET(self));
}

static void set_adjustment(SGListContainer *self, GtkAdjustment **slot, GtkAdjustment *adjustment) {
  if (adjustment && *slot == adjustment) return;
  if (*slot) {
    g_signal_handlers_disconnect_by_func(*slot, value_changed, self);
    g_object_unref(*slot);
  }
  if (adjustment == NULL) adjustment = gtk_adjustment_new(0, 0, 0, 0, 0, 0);
  *slot = g_object_ref_sink(adjustment);
  g_signal_connect(adjustment, "value-changed", G_CALLBACK(value_changed), self);
  gtk_widget_queue_allocate(GTK_WIDGET(self));
}

static void sg_list_container_set_property(GObject *object, guint id, const GValue *value, GParamSpec *spec) {
  SGListContainer *self = SG_LIST_CONTAINER(object);
  switch (id) {
    case PROP_HADJUSTMENT: set_adjustment(self, &self->hadjustment, g_value_get_object(value)); break;
    case PROP_VADJUSTMENT: set_adjustment(self, &self->vadjustment, g_value_get_object(value)); break;
    case PROP_HSCROLL_POLICY: self->hscroll_policy = g_value_get_enum(value); break;
    case PROP_VSCROLL_POLICY: self->vscroll_policy = g_value_get_enum(value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
  }
}

static void sg_list_container_get_property(GObject *object, guint id, GValue *value, GParamSpec *spec) {
  SGListContainer *self = SG_LIST_CONTAINER(object);
  switch (id) {
    case PROP_HADJUSTMENT: g_value_set_object(value, self->hadjustment); break;
    case PROP_VADJUSTMENT: g_value_set_object(value, self->vadjustment); break;
    case PROP_HSCROLL_POLICY: g_value_set_enum(value, self->hscroll_policy); break;
    case PROP_VSCROLL_POLICY: g_value_set_enum(value, self->vscroll_policy); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
  }
}

GtkAdjustment *sg_list_container_get_vadjustment(SGListContainer *self) {
  g_return_val_if_fail(SG_IS_LIST_CONTAINER(self), NULL);
  if (self->vadjustment == NULL) set_adjustment(self, &self->vadjustment, NULL);
  return self->vadjustment;
}

void sg_list_container_set_content(SGListContainer *self, GtkWidget *content) {
  g_return_if_fail(SG_IS_LIST_CONTAINER(self));
  if (self->content == content) return;
  if (self->content) gtk_widget_unparent(self->content);
  self->content = content;
  if (content) gtk_widget_set_parent(content, GTK_WIDGET(self));
  gtk_widget_queue_resize(GTK_WIDGET(self));
}

void sg_list_container_allocate_content(SGListContainer *self, int y, int width, int height) {
  g_return_if_fail(SG_IS_LIST_CONTAINER(self));
  if (self->content == NULL || !gtk_widget_get_visible(self->content)) return;
  int x = self->hadjustment ? -(int)(gtk_adjustment_get_value(self->hadjustment) + 0.5) : 0;
  GtkAllocation frame = {x, y, MAX(width, 1), MAX(height, 1)};
  /* GTK 4 warns about a child allocated without being measured. */
  gtk_widget_measure(self->content, GTK_ORIENTATION_HORIZONTAL, -1, NULL, NULL, NULL, NULL);
  gtk_widget_size_allocate(self->content, &frame, -1);
}

void sg_list_container_set_focus_row(SGListContainer *self, int y, int height) {
  g_return_if_fail(SG_IS_LIST_CONTAINER(self));
  if (self->focus_y == y && self->focus_height == height) return;
  self->focus_y = y;
  self->focus_height = height;
  if (gtk_widget_has_focus(GTK_WIDGET(self))) gtk_widget_queue_draw(GTK_WIDGET(self));
}

void sg_list_container_set_indicator(SGListContainer *self, int y) {
  g_return_if_fail(SG_IS_LIST_CONTAINER(self));
  if (self->indicator_y == y) return;
  self->indicator_y = y;
  gtk_widget_queue_draw(GTK_WIDGET(self));
}

static void sg_list_container_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                      int *natural, int *minimum_baseline, int *natural_baseline) {
  SGListContainer *self = SG_LIST_CONTAINER(widget);
  int min = 0, nat = 0;
  if (self->delegate.measure) self->delegate.measure(self, orientation, -1, &min, &nat, self->user_data);
  *minimum = MAX(min, 0);
  *natural = MAX(nat, *minimum);
}

static void sg_list_container_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
  SGListContainer *self = SG_LIST_CONTAINER(widget);
  /* A delegate configures the horizontal adjustment itself (its rows may be wider than the
   * viewport); without one the content is as wide as the viewport. */
  if (self->hadjustment && !self->delegate.allocate) {
    gtk_adjustment_configure(self->hadjustment, 0, 0, width, width * 0.1, width * 0.9, width);
  }
  if (self->delegate.allocate) {
    self->delegate.allocate(self, width, height, self->user_data);
  } else if (self->content && gtk_widget_get_visible(self->content)) {
    int min = 0, nat = 0;
    gtk_widget_measure(self->content, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
    sg_list_container_allocate_content(self, 0, width, nat);
  }
}

static void sg_list_container_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
  SGListContainer *self = SG_LIST_CONTAINER(widget);
  GTK_WIDGET_CLASS(sg_list_container_parent_class)->snapshot(widget, snapshot);
  if (gtk_widget_has_visible_focus(widget) && self->focus_height > 0) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS /* gtk_snapshot_render_focus: deprecated from GTK 4.10 only */
    gtk_snapshot_render_focus(snapshot, gtk_widget_get_style_context(widget), 1, self->focus_y + 1,
                              gtk_widget_get_width(widget) - 2, self->focus_height - 2);
    G_GNUC_END_IGNORE_DEPRECATIONS
  }
  if (self->indicator_y >= 0) {
    GdkRGBA color;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS /* gtk_style_context_get_color: deprecated from GTK 4.10 only */
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color);
    G_GNUC_END_IGNORE_DEPRECATIONS
    graphene_rect_t line = GRAPHENE_RECT_INIT(0, MAX(self->indicator_y - 1, 0), gtk_widget_get_width(widget), 2);
    gtk_snapshot_append_color(snapshot, &color, &line);
  }
}

static gboolean key_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                            SGListContainer *self) {
  (void)controller;
  (void)keycode;
  if (self->delegate.key_press && self->delegate.key_press(self, keyval, state, self->user_data)) return TRUE;
  /* GTK 4 has no popup-menu signal: the Menu key and Shift+F10 are the keys GTK 3 bound to it. */
  gboolean menu_key = keyval == GDK_KEY_Menu || (keyval == GDK_KEY_F10 && (state & GDK_SHIFT_MASK));
  return menu_key && self->delegate.popup_menu && self->delegate.popup_menu(self, self->user_data);
}

/* Whether `target` (a widget inside the list) or one of its ancestors below the list is a
 * control of a row: something that takes the focus or handles its own clicks. */
static gboolean is_row_control(SGListContainer *self, GtkWidget *target) {
  for (GtkWidget *widget = target; widget && widget != GTK_WIDGET(self); widget = gtk_widget_get_parent(widget)) {
    if (gtk_widget_get_focusable(widget) || GTK_IS_BUTTON(widget) || GTK_IS_EDITABLE(widget)) return TRUE;
  }
  return FALSE;
}

/* Every press on the list, on its way to the row under it (a gesture in GTK's capture phase):
 * the list decides the selection before the row's own widgets, which then get the press as
 * well. A second press of the same button within GtkSettings' double-click time and distance is
 * a double click. */
static void pressed(GtkGestureClick *gesture, int n_press, double x, double y, SGListContainer *self) {
  (void)n_press;
  GdkEvent *event = gtk_event_controller_get_current_event(GTK_EVENT_CONTROLLER(gesture));
  GdkModifierType state = gtk_event_controller_get_current_event_state(GTK_EVENT_CONTROLLER(gesture));
  guint32 time = event ? gdk_event_get_time(event) : 0;
  guint button = gtk_gesture_single_get_current_button(GTK_GESTURE_SINGLE(gesture));
  int double_click_time = 400, double_click_distance = 5;
  g_object_get(gtk_widget_get_settings(GTK_WIDGET(self)), "gtk-double-click-time", &double_click_time,
               "gtk-double-click-distance", &double_click_distance, NULL);
  gboolean is_double = self->last_count == 1 && button == self->last_button && time >= self->last_time &&
                       time - self->last_time <= (guint32)double_click_time &&
                       ABS(x - self->last_x) <= double_click_distance && ABS(y - self->last_y) <= double_click_distance;
  self->last_count = is_double ? 2 : 1;
  self->last_time = time;
  self->last_x = x;
  self->last_y = y;
  self->last_button = button;
  GtkWidget *target = gtk_widget_pick(GTK_WIDGET(self), x, y, GTK_PICK_DEFAULT);
  gboolean on_control = target != NULL && is_row_control(self, target);
  /* The list takes the focus unless the press is a control's, which takes it itself. */
  if (!on_control && button == GDK_BUTTON_PRIMARY && !gtk_widget_has_focus(GTK_WIDGET(self))) {
    gtk_widget_grab_focus(GTK_WIDGET(self));
  }
  if (self->delegate.press) self->delegate.press(self, self->last_count, button, y, state, on_control, self->user_data);
}

/* The list itself takes the focus (its rows are no focus stops of their own); GTK 4's default
 * would pass it to the first focusable child. */
static gboolean sg_list_container_grab_focus(GtkWidget *widget) {
  GtkRoot *root = gtk_widget_get_root(widget);
  if (!root || !gtk_widget_is_sensitive(widget)) return FALSE;
  gtk_root_set_focus(root, widget);
  return gtk_widget_has_focus(widget);
}

static void sg_list_container_dispose(GObject *object) {
  SGListContainer *self = SG_LIST_CONTAINER(object);
  sg_list_container_detach_delegate(self);
  g_clear_pointer(&self->content, gtk_widget_unparent);
  if (self->hadjustment) {
    g_signal_handlers_disconnect_by_func(self->hadjustment, value_changed, self);
    g_clear_object(&self->hadjustment);
  }
  if (self->vadjustment) {
    g_signal_handlers_disconnect_by_func(self->vadjustment, value_changed, self);
    g_clear_object(&self->vadjustment);
  }
  G_OBJECT_CLASS(sg_list_container_parent_class)->dispose(object);
}

static void sg_list_container_class_init(SGListContainerClass *klass) {
  GObjectClass *object_class = G_OBJECT_CLASS(klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  object_class->set_property = sg_list_container_set_property;
  object_class->get_property = sg_list_container_get_property;
  object_class->dispose = sg_list_container_dispose;
  widget_class->measure = sg_list_container_measure;
  widget_class->size_allocate = sg_list_container_size_allocate;
  widget_class->snapshot = sg_list_container_snapshot;
  widget_class->grab_focus = sg_list_container_grab_focus;
  g_object_class_override_property(object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property(object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property(object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property(object_class, PROP_VSCROLL_POLICY, "vscroll-policy");
  gtk_widget_class_set_css_name(widget_class, "list");
  gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_LIST);
}

static void sg_list_container_init(SGListContainer *self) {
  GtkWidget *widget = GTK_WIDGET(self);
  self->indicator_y = -1;
  gtk_widget_set_focusable(widget, TRUE);
  gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN);
  GtkGesture *press = gtk_gesture_click_new();
  gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(press), 0);
  gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(press), GTK_PHASE_CAPTURE);
  g_signal_connect(press, "pressed", G_CALLBACK(pressed), self);
  gtk_widget_add_controller(widget, GTK_EVENT_CONTROLLER(press));
  GtkEventController *keys = gtk_event_controller_key_new();
  g_signal_connect(keys, "key-pressed", G_CALLBACK(key_pressed), self);
  gtk_widget_add_controller(widget, keys);
}

GtkWidget *sg_list_row_new(void) {
  return g_object_new(SG_TYPE_CONTAINER, "accessible-role", GTK_ACCESSIBLE_ROLE_LIST_ITEM, NULL);
}

void sg_list_row_set_accessible_state(GtkWidget *row, gboolean selected, int position, int size) {
  g_return_if_fail(GTK_IS_WIDGET(row));
  gtk_accessible_update_state(GTK_ACCESSIBLE(row), GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
  gtk_accessible_update_relation(GTK_ACCESSIBLE(row), GTK_ACCESSIBLE_RELATION_POS_IN_SET, position,
                                 GTK_ACCESSIBLE_RELATION_SET_SIZE, size, -1);
}

#endif /* GTK 4 */
