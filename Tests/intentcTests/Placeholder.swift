import Testing

// Placeholder: replaced by the suite of this target.
@Test func placeholder() {}
