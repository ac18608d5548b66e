#if __has_include(<gtk/gtk.h>)  // CGtk's: GTK 3 builds only (scripts/toolkit-guards)
#include "CStateGtk.h"
#include <gtk/gtk-a11y.h>
/* The accessible of an SGContainer (every StateView): a container's, which, when a list view
 * marked the view as one of its rows, is selectable, selected when the row is, and gives its
 * position in the list ("posinset", "setsize": what Orca reads as "3 of 100"). */

typedef struct {
  gboolean selected;
  int position; /* 1-based */
  int size;
} SGListRowInfo;

static GQuark row_info_quark(void) { return g_quark_from_static_string("stategtk-list-row-info"); }

typedef struct { GtkContainerAccessible parent_instance; } SGContainerAccessible;
typedef struct { GtkContainerAccessibleClass parent_class; } SGContainerAccessibleClass;

G_DEFINE_TYPE(SGContainerAccessible, sg_container_accessible, GTK_TYPE_CONTAINER_ACCESSIBLE)

/* The row's list information; none for a row waiting in the list's pool (its role is then
 * "redundant object" until it shows an item again). */
static SGListRowInfo *row_info(AtkObject *accessible) {
  if (atk_object_get_role(accessible) != ATK_ROLE_LIST_ITEM) return NULL;
  GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(accessible));
  return widget ? g_object_get_qdata(G_OBJECT(widget), row_info_quark()) : NULL;
}

static AtkStateSet *sg_container_accessible_ref_state_set(AtkObject *accessible) {
  AtkStateSet *states = ATK_OBJECT_CLASS(sg_container_accessible_parent_class)->ref_state_set(accessible);
  SGListRowInfo *info = row_info(accessible);
  if (info) {
    atk_state_set_add_state(states, ATK_STATE_SELECTABLE);
    if (info->selected) atk_state_set_add_state(states, ATK_STATE_SELECTED);
  }
  return states;
}

static AtkAttributeSet *add_attribute(AtkAttributeSet *set, const char *name, int value) {
  AtkAttribute *attribute = g_new(AtkAttribute, 1);
  attribute->name = g_strdup(name);
  attribute->value = g_strdup_printf("%d", value);
  return g_slist_append(set, attribute);
}

static AtkAttributeSet *sg_container_accessible_get_attributes(AtkObject *accessible) {
  AtkAttributeSet *set = ATK_OBJECT_CLASS(sg_container_accessible_parent_class)->get_attributes(accessible);
  SGListRowInfo *info = row_info(accessible);
  if (info) {
    set = add_attribute(set, "posinset", info->position);
    set = add_attribute(set, "setsize", info->size);
  }
  return set;
}

static void sg_container_accessible_class_init(SGContainerAccessibleClass *klass) {
  AtkObjectClass *object_class = ATK_OBJECT_CLASS(klass);
  object_class->ref_state_set = sg_container_accessible_ref_state_set;
  object_class->get_attributes = sg_container_accessible_get_attributes;
}

static void sg_container_accessible_init(SGContainerAccessible *self) { (void)self; }

GType sg_container_accessible_get_type_public(void) { return sg_container_accessible_get_type(); }

void sg_list_row_set_accessible_state(GtkWidget *widget, gboolean selected, int position, int size) {
  SGListRowInfo *info = g_object_get_qdata(G_OBJECT(widget), row_info_quark());
  gboolean was_selected = info ? info->selected : FALSE;
  if (info == NULL) {
    info = g_new0(SGListRowInfo, 1);
    g_object_set_qdata_full(G_OBJECT(widget), row_info_quark(), info, g_free);
  }
  info->selected = selected;
  info->position = position;
  info->size = size;
  if (was_selected != selected) {
    atk_object_notify_state_change(gtk_widget_get_accessible(widget), ATK_STATE_SELECTED, selected);
  }
}
#endif
