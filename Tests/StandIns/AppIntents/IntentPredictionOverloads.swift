// Stand-in for intent predictions with parameters (1 to 15 key paths) and for the builder
// that combines up to 15 predictions, as in Apple's AppIntents interface.

/// Builds the predictions of a `PredictableIntent`.
@resultBuilder public enum IntentPredictionsBuilder<Intent> where Intent: AppIntent {
    public static func buildExpression<A0>(_ expression: A0) -> A0
    where Intent == A0.Intent, A0: IntentPredictionConfiguration { expression }

    public static func buildBlock<A0>(_ block: A0) -> A0
    where Intent == A0.Intent, A0: IntentPredictionConfiguration { block }
}

extension IntentPredictionsBuilder {
    public static func buildBlock<A0, A1>(
        _ a0: A0, _ a1: A1
    ) -> TupleIntentPrediction<A0.Intent, (A0, A1)>
    where
        Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
        A0.Intent == A1.Intent
    { TupleIntentPrediction() }
}

extension IntentPredictionsBuilder {
    public static func buildBlock<A0, A1, A2>(
        _ a0: A0, _ a1: A1, _ a2: A2
    ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2)>
    where
        Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
        A2: IntentPredictionConfiguration, A0.Intent == A1.Intent, A1.Intent == A2.Intent
    { TupleIntentPrediction() }
}

extension IntentPredictionsBuilder {
    public static func buildBlock<A0, A1, A2, A3>(
        _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3
    ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3)>
    where
        Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
        A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration, A0.Intent == A1.Intent,
        A1.Intent == A2.Intent, A2.Intent == A3.Intent
    { TupleIntentPrediction() }
}

extension IntentPredictionsBuilder {
    public static func buildBlock<A0, A1, A2, A3, A4>(
        _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4
    ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4)>
    where
        Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
        A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
        A4: IntentPredictionConfiguration, A0.Intent == A1.Intent, A1.Intent == A2.Intent,
        A2.Intent == A3.Intent, A3.Intent == A4.Intent
    { TupleIntentPrediction() }
}

extension IntentPredictionsBuilder {
    public static func buildBlock<A0, A1, A2, A3, A4, A5>(
        _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5
    ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5)>
    where
        Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
        A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
        A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration, A0.Intent == A1.Intent,
        A1.Intent == A2.Intent, A2.Intent == A3.Intent, A3.Intent == A4.Intent, A4.Intent == A5.Intent
    { TupleIntentPrediction() }
}

extension IntentPredictionsBuilder {
    public static func buildBlock<A0, A1, A2, A3, A4, A5, A6>(
        _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6
    ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6)>
    where
        Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
        A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
        A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration,
        A6: IntentPredictionConfiguration, A0.Intent == A1.Intent, A1.Intent == A2.Intent,
        A2.Intent == A3.Intent, A3.Intent == A4.Intent, A4.Intent == A5.Intent, A5.Intent == A6.Intent
    { TupleIntentPrediction() }
}

extension IntentPredictionsBuilder {
    public static func buildBlock<A0, A1, A2, A3, A4, A5, A6, A7>(
        _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7
    ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6, A7)>
    where
        Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
        A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
        A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration,
        A6: IntentPredictionConfiguration, A7: IntentPredictionConfiguration, A0.Intent == A1.Intent,
        A1.Intent == A2.Intent, A2.Intent == A3.Intent, A3.Intent == A4.Intent, A4.Intent == A5.Intent,
        A5.Intent == A6.Intent, A6.Intent == A7.Intent
    { TupleIntentPrediction() }
}

extension IntentPredictionsBuilder {
    public static func buildBlock<A0, A1, A2, A3, A4, A5, A6, A7, A8>(
        _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ a8: A8
    ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6, A7, A8)>
    where
        Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
        A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
        A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration,
        A6: IntentPredictionConfiguration, A7: IntentPredictionConfiguration,
        A8: IntentPredictionConfiguration, A0.Intent == A1.Intent, A1.Intent == A2.Intent,
        A2.Intent == A3.Intent, A3.Intent == A4.Intent, A4.Intent == A5.Intent, A5.Intent == A6.Intent,
        A6.Intent == A7.Intent, A7.Intent == A8.Intent
    { TupleIntentPrediction() }
}

extension IntentPredictionsBuilder {
    public static func buildBlock<A0, A1, A2, A3, A4, A5, A6, A7, A8, A9>(
        _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ a8: A8, _ a9: A9
    ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9)>
    where
        Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
        A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
        A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration,
        A6: IntentPredictionConfiguration, A7: IntentPredictionConfiguration,
        A8: IntentPredictionConfiguration, A9: IntentPredictionConfiguration, A0.Intent == A1.Intent,
        A1.Intent == A2.Intent, A2.Intent == A3.Intent, A3.Intent == A4.Intent, A4.Intent == A5.Intent,
        A5.Intent == A6.Intent, A6.Intent == A7.Intent, A7.Intent == A8.Intent, A8.Intent == A9.Intent
    { TupleIntentPrediction() }
}

extension IntentPredictionsBuilder {
    public static func buildBlock<A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10>(
        _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ a8: A8, _ a9: A9,
        _ a10: A10
    ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10)>
    where
        Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
        A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
        A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration,
        A6: IntentPredictionConfiguration, A7: IntentPredictionConfiguration,
        A8: IntentPredictionConfiguration, A9: IntentPredictionConfiguration,
        A10: IntentPredictionConfiguration, A0.Intent == A1.Intent, A1.Intent == A2.Intent,
        A2.Intent == A3.Intent, A3.Intent == A4.Intent, A4.Intent == A5.Intent, A5.Intent == A6.Intent,
        A6.Intent == A7.Intent, A7.Intent == A8.Intent, A8.Intent == A9.Intent, A9.Intent == A10.Intent
    { TupleIntentPrediction() }
}

extension IntentPredictionsBuilder {
    public static func buildBlock<A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11>(
        _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ a8: A8, _ a9: A9,
        _ a10: A10, _ a11: A11
    ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11)>
    where
        Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
        A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
        A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration,
        A6: IntentPredictionConfiguration, A7: IntentPredictionConfiguration,
        A8: IntentPredictionConfiguration, A9: IntentPredictionConfiguration,
        A10: IntentPredictionConfiguration, A11: IntentPredictionConfiguration, A0.Intent == A1.Intent,
        A1.Intent == A2.Intent, A2.Intent == A3.Intent, A3.Intent == A4.Intent, A4.Intent == A5.Intent,
        A5.Intent == A6.Intent, A6.Intent == A7.Intent, A7.Intent == A8.Intent, A8.Intent == A9.Intent,
        A9.Intent == A10.Intent, A10.Intent == A11.Intent
    { TupleIntentPrediction() }
}

extension IntentPredictionsBuilder {
    public static func buildBlock<A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12>(
        _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ a8: A8, _ a9: A9,
        _ a10: A10, _ a11: A11, _ a12: A12
    ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12)>
    where
        Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
        A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
        A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration,
        A6: IntentPredictionConfiguration, A7: IntentPredictionConfiguration,
        A8: IntentPredictionConfiguration, A9: IntentPredictionConfiguration,
        A10: IntentPredictionConfiguration, A11: IntentPredictionConfiguration,
        A12: IntentPredictionConfiguration, A0.Intent == A1.Intent, A1.Intent == A2.Intent,
        A2.Intent == A3.Intent, A3.Intent == A4.Intent, A4.Intent == A5.Intent, A5.Intent == A6.Intent,
        A6.Intent == A7.Intent, A7.Intent == A8.Intent, A8.Intent == A9.Intent, A9.Intent == A10.Intent,
        A10.Intent == A11.Intent, A11.Intent == A12.Intent
    { TupleIntentPrediction() }
}

extension IntentPredictionsBuilder {
    public static func buildBlock<A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13>(
        _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ a8: A8, _ a9: A9,
        _ a10: A10, _ a11: A11, _ a12: A12, _ a13: A13
    ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13)>
    where
        Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
        A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
        A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration,
        A6: IntentPredictionConfiguration, A7: IntentPredictionConfiguration,
        A8: IntentPredictionConfiguration, A9: IntentPredictionConfiguration,
        A10: IntentPredictionConfiguration, A11: IntentPredictionConfiguration,
        A12: IntentPredictionConfiguration, A13: IntentPredictionConfiguration, A0.Intent == A1.Intent,
        A1.Intent == A2.Intent, A2.Intent == A3.Intent, A3.Intent == A4.Intent, A4.Intent == A5.Intent,
        A5.Intent == A6.Intent, A6.Intent == A7.Intent, A7.Intent == A8.Intent, A8.Intent == A9.Intent,
        A9.Intent == A10.Intent, A10.Intent == A11.Intent, A11.Intent == A12.Intent, A12.Intent == A13.Intent
    { TupleIntentPrediction() }
}

extension IntentPredictionsBuilder {
    public static func buildBlock<A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14>(
        _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ a8: A8, _ a9: A9,
        _ a10: A10, _ a11: A11, _ a12: A12, _ a13: A13, _ a14: A14
    ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14)>
    where
        Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
        A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
        A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration,
        A6: IntentPredictionConfiguration, A7: IntentPredictionConfiguration,
        A8: IntentPredictionConfiguration, A9: IntentPredictionConfiguration,
        A10: IntentPredictionConfiguration, A11: IntentPredictionConfiguration,
        A12: IntentPredictionConfiguration, A13: IntentPredictionConfiguration,
        A14: IntentPredictionConfiguration, A0.Intent == A1.Intent, A1.Intent == A2.Intent,
        A2.Intent == A3.Intent, A3.Intent == A4.Intent, A4.Intent == A5.Intent, A5.Intent == A6.Intent,
        A6.Intent == A7.Intent, A7.Intent == A8.Intent, A8.Intent == A9.Intent, A9.Intent == A10.Intent,
        A10.Intent == A11.Intent, A11.Intent == A12.Intent, A12.Intent == A13.Intent, A13.Intent == A14.Intent
    { TupleIntentPrediction() }
}

extension IntentPrediction {
    /// A suggestion with one parameter set, shown by `displayRepresentation`.
    public init<V0, P0>(
        parameters: T,
        displayRepresentation: @escaping (_ value0: V0) -> DisplayRepresentation
    )
    where
        T == KeyPath<Intent, P0>, V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>
    {}
}

extension IntentPrediction {
    /// A suggestion with 2 parameters set, shown by `displayRepresentation`.
    public init<V0, V1, P0, P1, K0, K1>(
        parameters: T,
        displayRepresentation: @escaping (_ value0: V0, _ value1: V1) -> DisplayRepresentation
    )
    where
        T == (K0, K1), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable,
        P0: IntentParameter<V0>, P1: IntentParameter<V1>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>
    {}
}

extension IntentPrediction {
    /// A suggestion with 3 parameters set, shown by `displayRepresentation`.
    public init<V0, V1, V2, P0, P1, P2, K0, K1, K2>(
        parameters: T,
        displayRepresentation: @escaping (_ value0: V0, _ value1: V1, _ value2: V2) -> DisplayRepresentation
    )
    where
        T == (K0, K1, K2), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable, V2: _IntentValue,
        V2: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>,
        K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>
    {}
}

extension IntentPrediction {
    /// A suggestion with 4 parameters set, shown by `displayRepresentation`.
    public init<V0, V1, V2, V3, P0, P1, P2, P3, K0, K1, K2, K3>(
        parameters: T,
        displayRepresentation: @escaping (_ value0: V0, _ value1: V1, _ value2: V2, _ value3: V3) -> DisplayRepresentation
    )
    where
        T == (K0, K1, K2, K3), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable,
        V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, P0: IntentParameter<V0>,
        P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>, K0: KeyPath<Intent, P0>,
        K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3>
    {}
}

extension IntentPrediction {
    /// A suggestion with 5 parameters set, shown by `displayRepresentation`.
    public init<V0, V1, V2, V3, V4, P0, P1, P2, P3, P4, K0, K1, K2, K3, K4>(
        parameters: T,
        displayRepresentation: @escaping (_ value0: V0, _ value1: V1, _ value2: V2, _ value3: V3, _ value4: V4) -> DisplayRepresentation
    )
    where
        T == (K0, K1, K2, K3, K4), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable,
        V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, V4: _IntentValue, V4: Sendable,
        P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>,
        P4: IntentParameter<V4>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>,
        K3: KeyPath<Intent, P3>, K4: KeyPath<Intent, P4>
    {}
}

extension IntentPrediction {
    /// A suggestion with 6 parameters set, shown by `displayRepresentation`.
    public init<V0, V1, V2, V3, V4, V5, P0, P1, P2, P3, P4, P5, K0, K1, K2, K3, K4, K5>(
        parameters: T,
        displayRepresentation: @escaping (_ value0: V0, _ value1: V1, _ value2: V2, _ value3: V3, _ value4: V4, _ value5: V5) -> DisplayRepresentation
    )
    where
        T == (K0, K1, K2, K3, K4, K5), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable,
        V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, V4: _IntentValue, V4: Sendable,
        V5: _IntentValue, V5: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>,
        P2: IntentParameter<V2>, P3: IntentParameter<V3>, P4: IntentParameter<V4>, P5: IntentParameter<V5>,
        K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3>,
        K4: KeyPath<Intent, P4>, K5: KeyPath<Intent, P5>
    {}
}

extension IntentPrediction {
    /// A suggestion with 7 parameters set, shown by `displayRepresentation`.
    public init<V0, V1, V2, V3, V4, V5, V6, P0, P1, P2, P3, P4, P5, P6, K0, K1, K2, K3, K4, K5, K6>(
        parameters: T,
        displayRepresentation: @escaping (_ value0: V0, _ value1: V1, _ value2: V2, _ value3: V3, _ value4: V4, _ value5: V5, _ value6: V6) -> DisplayRepresentation
    )
    where
        T == (K0, K1, K2, K3, K4, K5, K6), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable,
        V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, V4: _IntentValue, V4: Sendable,
        V5: _IntentValue, V5: Sendable, V6: _IntentValue, V6: Sendable, P0: IntentParameter<V0>,
        P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>, P4: IntentParameter<V4>,
        P5: IntentParameter<V5>, P6: IntentParameter<V6>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>,
        K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3>, K4: KeyPath<Intent, P4>, K5: KeyPath<Intent, P5>,
        K6: KeyPath<Intent, P6>
    {}
}

extension IntentPrediction {
    /// A suggestion with 8 parameters set, shown by `displayRepresentation`.
    public init<V0, V1, V2, V3, V4, V5, V6, V7, P0, P1, P2, P3, P4, P5, P6, P7, K0, K1, K2, K3, K4, K5, K6, K7>(
        parameters: T,
        displayRepresentation: @escaping (_ value0: V0, _ value1: V1, _ value2: V2, _ value3: V3, _ value4: V4, _ value5: V5, _ value6: V6, _ value7: V7) -> DisplayRepresentation
    )
    where
        T == (K0, K1, K2, K3, K4, K5, K6, K7), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable,
        V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, V4: _IntentValue, V4: Sendable,
        V5: _IntentValue, V5: Sendable, V6: _IntentValue, V6: Sendable, V7: _IntentValue, V7: Sendable,
        P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>,
        P4: IntentParameter<V4>, P5: IntentParameter<V5>, P6: IntentParameter<V6>, P7: IntentParameter<V7>,
        K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3>,
        K4: KeyPath<Intent, P4>, K5: KeyPath<Intent, P5>, K6: KeyPath<Intent, P6>, K7: KeyPath<Intent, P7>
    {}
}

extension IntentPrediction {
    /// A suggestion with 9 parameters set, shown by `displayRepresentation`.
    public init<V0, V1, V2, V3, V4, V5, V6, V7, V8, P0, P1, P2, P3, P4, P5, P6, P7, P8, K0, K1, K2, K3, K4, K5, K6, K7, K8>(
        parameters: T,
        displayRepresentation: @escaping (_ value0: V0, _ value1: V1, _ value2: V2, _ value3: V3, _ value4: V4, _ value5: V5, _ value6: V6, _ value7: V7, _ value8: V8) -> DisplayRepresentation
    )
    where
        T == (K0, K1, K2, K3, K4, K5, K6, K7, K8), V0: _IntentValue, V0: Sendable, V1: _IntentValue,
        V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, V4: _IntentValue,
        V4: Sendable, V5: _IntentValue, V5: Sendable, V6: _IntentValue, V6: Sendable, V7: _IntentValue,
        V7: Sendable, V8: _IntentValue, V8: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>,
        P2: IntentParameter<V2>, P3: IntentParameter<V3>, P4: IntentParameter<V4>, P5: IntentParameter<V5>,
        P6: IntentParameter<V6>, P7: IntentParameter<V7>, P8: IntentParameter<V8>, K0: KeyPath<Intent, P0>,
        K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3>, K4: KeyPath<Intent, P4>,
        K5: KeyPath<Intent, P5>, K6: KeyPath<Intent, P6>, K7: KeyPath<Intent, P7>, K8: KeyPath<Intent, P8>
    {}
}

extension IntentPrediction {
    /// A suggestion with 10 parameters set, shown by `displayRepresentation`.
    public init<V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, P0, P1, P2, P3, P4, P5, P6, P7, P8, P9, K0, K1, K2, K3, K4, K5, K6, K7, K8, K9>(
        parameters: T,
        displayRepresentation: @escaping (_ value0: V0, _ value1: V1, _ value2: V2, _ value3: V3, _ value4: V4, _ value5: V5, _ value6: V6, _ value7: V7, _ value8: V8, _ value9: V9) -> DisplayRepresentation
    )
    where
        T == (K0, K1, K2, K3, K4, K5, K6, K7, K8, K9), V0: _IntentValue, V0: Sendable, V1: _IntentValue,
        V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, V4: _IntentValue,
        V4: Sendable, V5: _IntentValue, V5: Sendable, V6: _IntentValue, V6: Sendable, V7: _IntentValue,
        V7: Sendable, V8: _IntentValue, V8: Sendable, V9: _IntentValue, V9: Sendable, P0: IntentParameter<V0>,
        P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>, P4: IntentParameter<V4>,
        P5: IntentParameter<V5>, P6: IntentParameter<V6>, P7: IntentParameter<V7>, P8: IntentParameter<V8>,
        P9: IntentParameter<V9>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>,
        K3: KeyPath<Intent, P3>, K4: KeyPath<Intent, P4>, K5: KeyPath<Intent, P5>, K6: KeyPath<Intent, P6>,
        K7: KeyPath<Intent, P7>, K8: KeyPath<Intent, P8>, K9: KeyPath<Intent, P9>
    {}
}

extension IntentPrediction {
    /// A suggestion with 11 parameters set, shown by `displayRepresentation`.
    public init<V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, P0, P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, K0, K1, K2, K3, K4, K5, K6, K7, K8, K9, K10>(
        parameters: T,
        displayRepresentation: @escaping (_ value0: V0, _ value1: V1, _ value2: V2, _ value3: V3, _ value4: V4, _ value5: V5, _ value6: V6, _ value7: V7, _ value8: V8, _ value9: V9, _ value10: V10) -> DisplayRepresentation
    )
    where
        T == (K0, K1, K2, K3, K4, K5, K6, K7, K8, K9, K10), V0: _IntentValue, V0: Sendable, V1: _IntentValue,
        V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, V4: _IntentValue,
        V4: Sendable, V5: _IntentValue, V5: Sendable, V6: _IntentValue, V6: Sendable, V7: _IntentValue,
        V7: Sendable, V8: _IntentValue, V8: Sendable, V9: _IntentValue, V9: Sendable, V10: _IntentValue,
        V10: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>,
        P3: IntentParameter<V3>, P4: IntentParameter<V4>, P5: IntentParameter<V5>, P6: IntentParameter<V6>,
        P7: IntentParameter<V7>, P8: IntentParameter<V8>, P9: IntentParameter<V9>, P10: IntentParameter<V10>,
        K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3>,
        K4: KeyPath<Intent, P4>, K5: KeyPath<Intent, P5>, K6: KeyPath<Intent, P6>, K7: KeyPath<Intent, P7>,
        K8: KeyPath<Intent, P8>, K9: KeyPath<Intent, P9>, K10: KeyPath<Intent, P10>
    {}
}

extension IntentPrediction {
    /// A suggestion with 12 parameters set, shown by `displayRepresentation`.
    public init<V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, P0, P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, K0, K1, K2, K3, K4, K5, K6, K7, K8, K9, K10, K11>(
        parameters: T,
        displayRepresentation: @escaping (_ value0: V0, _ value1: V1, _ value2: V2, _ value3: V3, _ value4: V4, _ value5: V5, _ value6: V6, _ value7: V7, _ value8: V8, _ value9: V9, _ value10: V10, _ value11: V11) -> DisplayRepresentation
    )
    where
        T == (K0, K1, K2, K3, K4, K5, K6, K7, K8, K9, K10, K11), V0: _IntentValue, V0: Sendable,
        V1: _IntentValue, V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable,
        V4: _IntentValue, V4: Sendable, V5: _IntentValue, V5: Sendable, V6: _IntentValue, V6: Sendable,
        V7: _IntentValue, V7: Sendable, V8: _IntentValue, V8: Sendable, V9: _IntentValue, V9: Sendable,
        V10: _IntentValue, V10: Sendable, V11: _IntentValue, V11: Sendable, P0: IntentParameter<V0>,
        P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>, P4: IntentParameter<V4>,
        P5: IntentParameter<V5>, P6: IntentParameter<V6>, P7: IntentParameter<V7>, P8: IntentParameter<V8>,
        P9: IntentParameter<V9>, P10: IntentParameter<V10>, P11: IntentParameter<V11>,
        K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3>,
        K4: KeyPath<Intent, P4>, K5: KeyPath<Intent, P5>, K6: KeyPath<Intent, P6>, K7: KeyPath<Intent, P7>,
        K8: KeyPath<Intent, P8>, K9: KeyPath<Intent, P9>, K10: KeyPath<Intent, P10>, K11: KeyPath<Intent, P11>
    {}
}

extension IntentPrediction {
    /// A suggestion with 13 parameters set, shown by `displayRepresentation`.
    public init<V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V12, P0, P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, K0, K1, K2, K3, K4, K5, K6, K7, K8, K9, K10, K11, K12>(
        parameters: T,
        displayRepresentation: @escaping (_ value0: V0, _ value1: V1, _ value2: V2, _ value3: V3, _ value4: V4, _ value5: V5, _ value6: V6, _ value7: V7, _ value8: V8, _ value9: V9, _ value10: V10, _ value11: V11, _ value12: V12) -> DisplayRepresentation
    )
    where
        T == (K0, K1, K2, K3, K4, K5, K6, K7, K8, K9, K10, K11, K12), V0: _IntentValue, V0: Sendable,
        V1: _IntentValue, V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable,
        V4: _IntentValue, V4: Sendable, V5: _IntentValue, V5: Sendable, V6: _IntentValue, V6: Sendable,
        V7: _IntentValue, V7: Sendable, V8: _IntentValue, V8: Sendable, V9: _IntentValue, V9: Sendable,
        V10: _IntentValue, V10: Sendable, V11: _IntentValue, V11: Sendable, V12: _IntentValue, V12: Sendable,
        P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>,
        P4: IntentParameter<V4>, P5: IntentParameter<V5>, P6: IntentParameter<V6>, P7: IntentParameter<V7>,
        P8: IntentParameter<V8>, P9: IntentParameter<V9>, P10: IntentParameter<V10>,
        P11: IntentParameter<V11>, P12: IntentParameter<V12>, K0: KeyPath<Intent, P0>,
        K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3>, K4: KeyPath<Intent, P4>,
        K5: KeyPath<Intent, P5>, K6: KeyPath<Intent, P6>, K7: KeyPath<Intent, P7>, K8: KeyPath<Intent, P8>,
        K9: KeyPath<Intent, P9>, K10: KeyPath<Intent, P10>, K11: KeyPath<Intent, P11>,
        K12: KeyPath<Intent, P12>
    {}
}

extension IntentPrediction {
    /// A suggestion with 14 parameters set, shown by `displayRepresentation`.
    public init<V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V12, V13, P0, P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, K0, K1, K2, K3, K4, K5, K6, K7, K8, K9, K10, K11, K12, K13>(
        parameters: T,
        displayRepresentation: @escaping (_ value0: V0, _ value1: V1, _ value2: V2, _ value3: V3, _ value4: V4, _ value5: V5, _ value6: V6, _ value7: V7, _ value8: V8, _ value9: V9, _ value10: V10, _ value11: V11, _ value12: V12, _ value13: V13) -> DisplayRepresentation
    )
    where
        T == (K0, K1, K2, K3, K4, K5, K6, K7, K8, K9, K10, K11, K12, K13), V0: _IntentValue, V0: Sendable,
        V1: _IntentValue, V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable,
        V4: _IntentValue, V4: Sendable, V5: _IntentValue, V5: Sendable, V6: _IntentValue, V6: Sendable,
        V7: _IntentValue, V7: Sendable, V8: _IntentValue, V8: Sendable, V9: _IntentValue, V9: Sendable,
        V10: _IntentValue, V10: Sendable, V11: _IntentValue, V11: Sendable, V12: _IntentValue, V12: Sendable,
        V13: _IntentValue, V13: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>,
        P2: IntentParameter<V2>, P3: IntentParameter<V3>, P4: IntentParameter<V4>, P5: IntentParameter<V5>,
        P6: IntentParameter<V6>, P7: IntentParameter<V7>, P8: IntentParameter<V8>, P9: IntentParameter<V9>,
        P10: IntentParameter<V10>, P11: IntentParameter<V11>, P12: IntentParameter<V12>,
        P13: IntentParameter<V13>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>,
        K3: KeyPath<Intent, P3>, K4: KeyPath<Intent, P4>, K5: KeyPath<Intent, P5>, K6: KeyPath<Intent, P6>,
        K7: KeyPath<Intent, P7>, K8: KeyPath<Intent, P8>, K9: KeyPath<Intent, P9>, K10: KeyPath<Intent, P10>,
        K11: KeyPath<Intent, P11>, K12: KeyPath<Intent, P12>, K13: KeyPath<Intent, P13>
    {}
}

extension IntentPrediction {
    /// A suggestion with 15 parameters set, shown by `displayRepresentation`.
    public init<V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V12, V13, V14, P0, P1, P2, P3, P4, P5, P6, P7, P8, P9, P10, P11, P12, P13, P14, K0, K1, K2, K3, K4, K5, K6, K7, K8, K9, K10, K11, K12, K13, K14>(
        parameters: T,
        displayRepresentation: @escaping (_ value0: V0, _ value1: V1, _ value2: V2, _ value3: V3, _ value4: V4, _ value5: V5, _ value6: V6, _ value7: V7, _ value8: V8, _ value9: V9, _ value10: V10, _ value11: V11, _ value12: V12, _ value13: V13, _ value14: V14) -> DisplayRepresentation
    )
    where
        T == (K0, K1, K2, K3, K4, K5, K6, K7, K8, K9, K10, K11, K12, K13, K14), V0: _IntentValue,
        V0: Sendable, V1: _IntentValue, V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue,
        V3: Sendable, V4: _IntentValue, V4: Sendable, V5: _IntentValue, V5: Sendable, V6: _IntentValue,
        V6: Sendable, V7: _IntentValue, V7: Sendable, V8: _IntentValue, V8: Sendable, V9: _IntentValue,
        V9: Sendable, V10: _IntentValue, V10: Sendable, V11: _IntentValue, V11: Sendable, V12: _IntentValue,
        V12: Sendable, V13: _IntentValue, V13: Sendable, V14: _IntentValue, V14: Sendable,
        P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>,
        P4: IntentParameter<V4>, P5: IntentParameter<V5>, P6: IntentParameter<V6>, P7: IntentParameter<V7>,
        P8: IntentParameter<V8>, P9: IntentParameter<V9>, P10: IntentParameter<V10>,
        P11: IntentParameter<V11>, P12: IntentParameter<V12>, P13: IntentParameter<V13>,
        P14: IntentParameter<V14>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>,
        K3: KeyPath<Intent, P3>, K4: KeyPath<Intent, P4>, K5: KeyPath<Intent, P5>, K6: KeyPath<Intent, P6>,
        K7: KeyPath<Intent, P7>, K8: KeyPath<Intent, P8>, K9: KeyPath<Intent, P9>, K10: KeyPath<Intent, P10>,
        K11: KeyPath<Intent, P11>, K12: KeyPath<Intent, P12>, K13: KeyPath<Intent, P13>,
        K14: KeyPath<Intent, P14>
    {}
}
