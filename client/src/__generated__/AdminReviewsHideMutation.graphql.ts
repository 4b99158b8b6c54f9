/**
 * @generated SignedSource<<1becd2a6691db4acdcc3386c3c070166>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HidePortfolioReviewInput = {
  hidden: boolean;
  id: string;
  reason?: string | null | undefined;
};
export type AdminReviewsHideMutation$variables = {
  input: HidePortfolioReviewInput;
};
export type AdminReviewsHideMutation$data = {
  readonly hidePortfolioReview: {
    readonly __typename: "MutationHidePortfolioReviewSuccess";
    readonly data: {
      readonly " $fragmentSpreads": FragmentRefs<"AdminReviews_review">;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type AdminReviewsHideMutation = {
  response: AdminReviewsHideMutation$data;
  variables: AdminReviewsHideMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminReviewsHideMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "hidePortfolioReview",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PortfolioReview",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AdminReviews_review"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationHidePortfolioReviewSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminReviewsHideMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "hidePortfolioReview",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PortfolioReview",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rating",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "text",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hidden",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PortfolioProject",
                    "kind": "LinkedField",
                    "name": "project",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "path",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PortfolioWords",
                        "kind": "LinkedField",
                        "name": "readerWords",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "title",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationHidePortfolioReviewSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "bb58a3c6ad3858c75edf516634596e4c",
    "id": null,
    "metadata": {},
    "name": "AdminReviewsHideMutation",
    "operationKind": "mutation",
    "text": "mutation AdminReviewsHideMutation(\n  $input: HidePortfolioReviewInput!\n) {\n  hidePortfolioReview(input: $input) {\n    __typename\n    ... on MutationHidePortfolioReviewSuccess {\n      data {\n        ...AdminReviews_review\n        id\n      }\n    }\n  }\n}\n\nfragment AdminReviews_review on PortfolioReview {\n  id\n  rating\n  text\n  hidden\n  createdAt\n  project {\n    path\n    readerWords {\n      title\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "78ccdf1643cfe200f72cc78a39e75eee";

export default node;
