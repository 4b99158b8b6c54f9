/**
 * @generated SignedSource<<e0675bc2ae4179ffe60caa7f3aec6b1d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReplyToCollaboratorReviewInput = {
  reply: string;
  reviewId: string;
};
export type ReviewCardReplyMutation$variables = {
  input: ReplyToCollaboratorReviewInput;
};
export type ReviewCardReplyMutation$data = {
  readonly replyToCollaboratorReview: {
    readonly __typename: string;
    readonly code?: string;
    readonly data?: {
      readonly " $fragmentSpreads": FragmentRefs<"ReviewCard_review">;
    };
  };
};
export type ReviewCardReplyMutation = {
  response: ReviewCardReplyMutation$data;
  variables: ReviewCardReplyMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewCardReplyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "replyToCollaboratorReview",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CollaboratorReview",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ReviewCard_review"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationReplyToCollaboratorReviewSuccess",
            "abstractKey": null
          },
          (v3/*:: as any*/)
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
    "name": "ReviewCardReplyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "replyToCollaboratorReview",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CollaboratorReview",
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
                    "name": "rating",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quality",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "communication",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "schedule",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cooperation",
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
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reply",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerIsAuthor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanReply",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationReplyToCollaboratorReviewSuccess",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "df15044871e8eb3930968d4c3c96d260",
    "id": null,
    "metadata": {},
    "name": "ReviewCardReplyMutation",
    "operationKind": "mutation",
    "text": "mutation ReviewCardReplyMutation(\n  $input: ReplyToCollaboratorReviewInput!\n) {\n  replyToCollaboratorReview(input: $input) {\n    __typename\n    ... on MutationReplyToCollaboratorReviewSuccess {\n      data {\n        ...ReviewCard_review\n        id\n      }\n    }\n    ... on BaseError {\n      __isBaseError: __typename\n      code\n    }\n  }\n}\n\nfragment ReviewCard_review on CollaboratorReview {\n  id\n  rating\n  quality\n  communication\n  schedule\n  cooperation\n  text\n  createdAt\n  reply\n  viewerIsAuthor\n  viewerCanReply\n}\n"
  }
};
})();

(node as any).hash = "78779e760d011299e670660931fc1466";

export default node;
