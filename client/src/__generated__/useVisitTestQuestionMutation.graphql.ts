/**
 * @generated SignedSource<<4dc206e19479aacb53f306ecf70314f1>>
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
export type useVisitTestQuestionMutation$variables = {
  input: VisitTestQuestionInput;
};
export type useVisitTestQuestionMutation$data = {
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
export type useVisitTestQuestionMutation = {
  response: useVisitTestQuestionMutation$data;
  variables: useVisitTestQuestionMutation$variables;
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
    "name": "useVisitTestQuestionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVisitTestQuestionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f47ca53fd3ea0086a32e1a7ec2bc32b9",
    "id": null,
    "metadata": {},
    "name": "useVisitTestQuestionMutation",
    "operationKind": "mutation",
    "text": "mutation useVisitTestQuestionMutation(\n  $input: VisitTestQuestionInput!\n) {\n  visitTestQuestion(input: $input) {\n    __typename\n    ... on MutationVisitTestQuestionSuccess {\n      data {\n        id\n        position\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f17639bad0e759a78ec7a3d76f9c789f";

export default node;
