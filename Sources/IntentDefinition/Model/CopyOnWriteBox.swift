/// The fields of a model value (``Parameter``, ``Intent``) behind one reference, shared by the
/// value's copies until one of them is mutated: the value then copies the fields into a box of
/// its own first (copy on write).
///
/// `@unchecked Sendable` and `@exclusivity(unchecked)`: a box is mutated only through a value
/// that holds the sole reference to it, so no two threads ever see it change and no two accesses
/// overlap, as with the fields of a struct. Checking each access at run time cost 4 M
/// instructions in lint 2 MB (callgrind: `swift_beginAccess` and its set).
@usableFromInline final class CopyOnWriteBox<Fields: Sendable>: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var fields: Fields

    @usableFromInline init(_ fields: Fields) {
        self.fields = fields
    }
}

/// Boxes compare and hash by their fields, so a model value holding only its box gets
/// synthesized `Equatable` and `Hashable` conformances that mean what the fields' do.
extension CopyOnWriteBox: Equatable where Fields: Equatable {
    @usableFromInline static func == (lhs: CopyOnWriteBox, rhs: CopyOnWriteBox) -> Bool {
        lhs.fields == rhs.fields
    }
}

extension CopyOnWriteBox: Hashable where Fields: Hashable {
    @usableFromInline func hash(into hasher: inout Hasher) {
        fields.hash(into: &hasher)
    }
}
