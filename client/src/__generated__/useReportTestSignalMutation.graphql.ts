/**
 * @generated SignedSource<<ead785d8e9e2d9c6f1b01421c3b3ff3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TestIntegritySignal = "FULLSCREEN_EXIT" | "PASTE" | "TAB_HIDDEN" | "%future added value";
export type ReportTestSignalInput = {
  signal: TestIntegritySignal;
  token: string;
};
export type useReportTestSignalMutation$variables = {
  input: ReportTestSignalInput;
};
export type useReportTestSignalMutation$data = {
  readonly reportTestSignal: {
    readonly __typename: string;
  };
};
export type useReportTestSignalMutation = {
  response: useReportTestSignalMutation$data;
  variables: useReportTestSignalMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "reportTestSignal",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useReportTestSignalMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReportTestSignalMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1aaeaf4d010ec57260dd428b793086d6",
    "id": null,
    "metadata": {},
    "name": "useReportTestSignalMutation",
    "operationKind": "mutation",
    "text": "mutation useReportTestSignalMutation(\n  $input: ReportTestSignalInput!\n) {\n  reportTestSignal(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "4b4849cbefa75c475ffd00253e0df694";

export default node;
