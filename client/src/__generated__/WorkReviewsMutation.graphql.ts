/**
 * @generated SignedSource<<1210d977314a1578a856765b824dd745>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReviewContactRequestInput = {
  communication: number;
  cooperation: number;
  quality: number;
  requestId: string;
  schedule: number;
  text: string;
};
export type WorkReviewsMutation$variables = {
  input: ReviewContactRequestInput;
};
export type WorkReviewsMutation$data = {
  readonly reviewContactRequest: {
    readonly __typename: string;
    readonly code?: string;
  };
};
export type WorkReviewsMutation = {
  response: WorkReviewsMutation$data;
  variables: WorkReviewsMutation$variables;
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
    "name": "reviewContactRequest",
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
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "type": "BaseError",
        "abstractKey": "__isBaseError"
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
    "name": "WorkReviewsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkReviewsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "613fbf96d9109eaf8c23e5ae6dcccc5b",
    "id": null,
    "metadata": {},
    "name": "WorkReviewsMutation",
    "operationKind": "mutation",
    "text": "mutation WorkReviewsMutation(\n  $input: ReviewContactRequestInput!\n) {\n  reviewContactRequest(input: $input) {\n    __typename\n    ... on BaseError {\n      __isBaseError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c4de9b6b113e47414b841a1be8a517c9";

export default node;
