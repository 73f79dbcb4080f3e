/** The AES key the app encrypts saved AI keys with on the local stack: fixed, clearly local, worthless elsewhere. */
export const LOCAL_APP_ENCRYPTION_KEY = "6c6f63616c2d6f6e6c792d6b65792d6e6f742d666f722d70726f64756374696f";
