// toolkit: both (GLib only, through CGtk or CGtk4)
#include "CStateGLib.h"
#include <malloc.h>

gint64 sg_heap_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return (gint64)(info.uordblks + info.hblkhd);
}
