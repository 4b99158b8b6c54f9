/**
 * @generated SignedSource<<0a9a1491af1fdd853bf1292138cd6b60>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useCaptchaQuery$variables = Record<PropertyKey, never>;
export type useCaptchaQuery$data = {
  readonly captchaChallenge: string;
};
export type useCaptchaQuery = {
  response: useCaptchaQuery$data;
  variables: useCaptchaQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "captchaChallenge",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCaptchaQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useCaptchaQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "01cced16ef9686c0368b12f55d344e42",
    "id": null,
    "metadata": {},
    "name": "useCaptchaQuery",
    "operationKind": "query",
    "text": "query useCaptchaQuery {\n  captchaChallenge\n}\n"
  }
};
})();

(node as any).hash = "ae6e7e708ad921565a327391ea2e3c8a";

export default node;
