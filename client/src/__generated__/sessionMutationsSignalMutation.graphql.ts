/**
 * @generated SignedSource<<6b780494229f1672c58d54582710dde5>>
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
export type sessionMutationsSignalMutation$variables = {
  input: ReportTestSignalInput;
};
export type sessionMutationsSignalMutation$data = {
  readonly reportTestSignal: {
    readonly __typename: string;
  };
};
export type sessionMutationsSignalMutation = {
  response: sessionMutationsSignalMutation$data;
  variables: sessionMutationsSignalMutation$variables;
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
    "name": "sessionMutationsSignalMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "sessionMutationsSignalMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c23127004d441864304bda11ebfd6208",
    "id": null,
    "metadata": {},
    "name": "sessionMutationsSignalMutation",
    "operationKind": "mutation",
    "text": "mutation sessionMutationsSignalMutation(\n  $input: ReportTestSignalInput!\n) {\n  reportTestSignal(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "94dade3c6f29b6a3e9a51be194536f99";

export default node;
