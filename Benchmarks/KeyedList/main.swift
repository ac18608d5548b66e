import CGtk
import Glibc

typealias F = @convention(c) () -> GdkWindowAttr
let h = dlopen(nil, RTLD_NOW)
let sym = dlsym(h, "mallinfo2")!
let f = unsafeBitCast(sym, to: F.self)
print(MemoryLayout<GdkWindowAttr>.size)
func show() {
  var r = f()
  withUnsafeBytes(of: &r) { raw in
    let v = raw.bindMemory(to: UInt.self)
    print(Array(v))
  }
}
show()
let p = malloc(50_000)
show()
let q = malloc(5_000_000)
show()
free(p); free(q)
show()
