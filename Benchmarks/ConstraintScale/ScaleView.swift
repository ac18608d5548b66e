#if GTK3
import CGtk
import StateGtk
/// One view of `count` children, each sized and placed by four constraints: chained in one row
/// (each after the previous, 8 points apart), or gridded (after the one to its left and below the
/// one above it, in rows of √count).
@MainActor
final class ScaleView: StateView {
    enum Shape: String { case chained, gridded }

    var shape = Shape.chained
    var boxes: [Widget] = []

    var columns: Int { shape == .chained ? boxes.count : Int(Double(boxes.count).squareRoot().rounded(.up)) }

    override func render() {
        let columns = columns
        for (index, box) in boxes.enumerated() {
            let (row, column) = index.quotientAndRemainder(dividingBy: columns)
            place(box, key: index) { make in
                make.size.equalTo(Size(width: 40, height: 20))
                if column == 0 { make.left.equalTo(self) } else { make.left.equalTo(self.boxes[index - 1].snp.right).offset(8) }
                if row == 0 { make.top.equalTo(self) } else { make.top.equalTo(self.boxes[index - columns].snp.bottom).offset(8) }
            }
        }
    }

    /// Where the last child should be.
    var expectedLastOrigin: (x: Int32, y: Int32) {
        let (row, column) = (boxes.count - 1).quotientAndRemainder(dividingBy: columns)
        return (Int32(column * 48), Int32(row * 28))
    }
}
#endif
