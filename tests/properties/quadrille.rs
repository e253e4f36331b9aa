//! Property tests of the quadrille family (its generators come with its engine).
