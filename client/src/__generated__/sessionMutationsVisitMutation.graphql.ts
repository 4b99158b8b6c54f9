/**
 * @generated SignedSource<<39e49306cc6f9fa73be0028c10e68cb7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VisitTestQuestionInput = {
  position: number;
  token: string;
};
export type sessionMutationsVisitMutation$variables = {
  input: VisitTestQuestionInput;
};
export type sessionMutationsVisitMutation$data = {
  readonly visitTestQuestion: {
    readonly __typename: "MutationVisitTestQuestionSuccess";
    readonly data: {
      readonly id: string;
      readonly position: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type sessionMutationsVisitMutation = {
  response: sessionMutationsVisitMutation$data;
  variables: sessionMutationsVisitMutation$variables;
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
    "name": "visitTestQuestion",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TestSession",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "position",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationVisitTestQuestionSuccess",
        "abstractKey": null
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
    "name": "sessionMutationsVisitMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "sessionMutationsVisitMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e18200fe9b20d6eed77a4ee99cc172ac",
    "id": null,
    "metadata": {},
    "name": "sessionMutationsVisitMutation",
    "operationKind": "mutation",
    "text": "mutation sessionMutationsVisitMutation(\n  $input: VisitTestQuestionInput!\n) {\n  visitTestQuestion(input: $input) {\n    __typename\n    ... on MutationVisitTestQuestionSuccess {\n      data {\n        id\n        position\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7929f00bc9e3be3fb187af57af8e30ef";

export default node;
